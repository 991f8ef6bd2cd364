"""The uploads of the Bhuj practice: what Adv. Paresh Gajra, his junior Khushbu and his clerk Kanjibhai actually kept."""

L, J, K = "Paresh Velji Gajra", "Khushbu Chauhan", "Kanjibhai Maheshwari (clerk)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2025-10/collector hukam lavan lease Jangi.pdf", "document_scan", "Collector, Kutch-Bhuj", "2025-10-08", ["C01"], [], """
કલેક્ટરશ્રીની કચેરી, કચ્છ-ભુજ
જમીન શાખા   ક્રમાંક: જમન/મીઠા લીઝ/વશી/૧૪૭/૨૦૨૫          તા. 08/10/2025
વિષય: મોજે જંગી, તા. ભચાઉ, સર્વે નં. 118 પૈકી 50 એકર જમીન મીઠા ઉત્પાદન હેતુ ભાડાપટ્ટે - શ્રી ઉમિયા લવણ ઉદ્યોગ
હુકમ
શ્રી ઉમિયા લવણ ઉદ્યોગ (ભાગીદાર: રામજીભાઈ લખાભાઈ કોળી) ને મોજે જંગીની સર્વે નં. 118 પૈકી 50 એકર જમીન મીઠાના
અગર માટે વર્ષ 2016 થી 20 વર્ષના ભાડાપટ્ટે આપવામાં આવેલ. મામલતદાર, ભચાઉના અહેવાલ મુજબ (1) વર્ષ 2021-22 થી
2024-25 નું ભાડું રૂ. 1,82,400/- બાકી છે અને (2) લીઝ ધારકે અગરના ક્યારા અગરિયાઓને પેટા ભાડે આપેલ છે, જે
લીઝની શરત નં. 7 નો ભંગ છે. લીઝ ધારકને તા. 12/08/2025 ની કારણ દર્શક નોટીસનો સંતોષકારક જવાબ મળેલ નથી.
આથી ઉક્ત ભાડાપટ્ટો રદ કરવામાં આવે છે અને જમીન સરકાર હસ્તક લેવા મામલતદાર, ભચાઉને હુકમ કરવામાં આવે છે.
                                                        સહી/- કલેક્ટર, કચ્છ-ભુજ
""")
u("backlog/2026-01/Estate Officer order plot 27 sector 8.pdf", "document_scan", "Estate Officer, Deendayal Port Authority", "2026-01-19", ["C02"], [], """
DEENDAYAL PORT AUTHORITY (formerly Kandla Port Trust)
OFFICE OF THE ESTATE OFFICER, A.O. BUILDING, GANDHIDHAM (KUTCH)
Case No. EO/PPA/41/2024     Deendayal Port Authority vs M/s. Jay Ambe Timber Mart
ORDER u/s 5 and 7 of the Public Premises (Eviction of Unauthorised Occupants) Act, 1971
The lease of Plot No. 27, Sector 8 (timber storage area, Kandla) admeasuring 2,400 sq.m. expired on 31.03.2021 and
was not renewed. The noticee continues in occupation and has not paid the revised lease rent. The noticee is an
unauthorised occupant. He shall vacate the premises within 15 days, and pay damages for unauthorised occupation
from 01.04.2021 to 31.12.2025 assessed at Rs. 9,64,800/- with interest.
Date: 19.01.2026                                      sd/- Estate Officer, DPA
""")
u("backlog/2025-12/CamScanner 12-16-2025 16.05.pdf", "document_scan", L, "2025-12-16", ["C03"], [], """
નામદાર બીજા એડી. સિનિયર સિવિલ જજ સાહેબની કોર્ટ, ભુજ-કચ્છ
રેગ્યુલર સિવિલ સુટ નં. ______ / 2025
વાદી: (1) જત હાજી ઈસ્માઈલ ઓસમાણ, ઉ.વ. 64, ધંધો: માલધારી, રહે. વાંઢ, ભીરંડિયારા, તા. ભુજ ... તથા બીજા 6
વિરુદ્ધ
પ્રતિવાદી: (1) સૂર્યરણ એનર્જી પ્રા. લિ., રજી. ઓફિસ અમદાવાદ  (2) ગ્રામ પંચાયત, ભીરંડિયારા, તલાટી-કમ-મંત્રી મારફત
દાવો: કાયમી મનાઈ હુકમ મેળવવા બાબત
વાદીઓ બન્ની વિસ્તારના માલધારી છે અને ત્રણ પેઢીથી સર્વે નં. 44 ની ગૌચર જમીન પાસે વાંઢ બાંધી ભૂંગામાં રહે છે
તથા આશરે 600 ભેંસો-ગાયો ચરાવે છે. તા. 02/12/2025 ના રોજ પ્રતિવાદી નં. 1 ના માણસોએ જે.સી.બી. લાવી ફેન્સીંગના
થાંભલા નાખવાનું શરૂ કરેલ અને ભૂંગા ખાલી કરવા ધમકી આપેલ. વાદીઓની માંગણી: પ્રતિવાદી નં. 1 ગૌચરમાં ફેન્સીંગ ન કરે
અને વાદીઓના ભૂંગા ન તોડે તેવો કાયમી મનાઈ હુકમ. સાથે નિ. 5 થી વચગાળાના મનાઈ હુકમની અરજી.
વાદીઓના વકીલ: પરેશ વી. ગજરા, ભુજ                                 તા. 16/12/2025
""")
u("backlog/2025-10/WhatsApp Image 2025-10-21 at 18.22.40.jpeg", "document_photo", "Bhuj Area Development Authority", "2003-06-14", ["C04"], [], """
BHUJ AREA DEVELOPMENT AUTHORITY (BHADA), BHUJ - KUTCH
(Post-earthquake reconstruction - Relocation Sites)
ALLOTMENT LETTER                      No. BHADA/RLS/RVW/312/2003       Date: 14/06/2003
To, Shri Jayantilal Bhanji Soni, (old house: Sonivad, walled city, Bhuj - fully damaged, earthquake 26/01/2001)
You are allotted Plot No. 312, Ravalwadi Relocation Site, area 100 sq.m., in lieu of your fully damaged house in the
walled city, on the terms of the G.R. of the Revenue Department. The plot shall not be transferred for 10 years
without the prior permission of the Authority.
                                         sd/- Chief Executive Officer, BHADA
""")
u("backlog/2026-01/WS D2 SCS 87-2025 Dinesh Soni.pdf", "document_scan", "Amit Dholakia, Advocate for defendant no. 2", "2026-01-13", ["C04"], [], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE, BHUJ
Special Civil Suit No. 87 of 2025      Gitaben Jayantilal Soni vs BHADA & Anr.
WRITTEN STATEMENT OF DEFENDANT NO. 2 (Dinesh Mulji Soni)
1. The suit is false. Plot No. 312, Ravalwadi was allotted to late Jayantilal only as karta of the joint family of
the Sonis of Sonivad; defendant no. 2 is his real nephew and lived in the same house.
2. Late Jayantilal executed a registered will dated 11.03.2019 giving the plot to defendant no. 2, and BHADA
entered his name in 2020. The plaintiff has no right to the plot.
3. The suit is barred by limitation and undervalued. It be dismissed with costs.
Bhuj, 13/01/2026                        Advocate for Defendant No. 2
""")
u("backlog/2025-09/return memo axis imran memon.pdf", "document_scan", "Axis Bank Ltd., Gandhidham branch", "2025-09-02", ["C05"], [], """
AXIS BANK LTD.   Gandhidham (Plot 12, Sector 9) Branch
CHEQUE RETURN MEMO                                   Date: 02/09/2025
Cheque No. 771406 dated 28/08/2025 for Rs. 4,86,500/- drawn by Al-Noor Shipping & Clearing (prop. Imran Salim
Memon) on A/c No. 9180xxxxxx, deposited by Shree Khodiyar Roadlines - RETURNED UNPAID
Reason: 'EXCEEDS ARRANGEMENT'
                                    Authorised Signatory
""")
u("backlog/2025-09/notice 138 Imran Memon.docx", "typed_note_docx", L, "2025-09-15", ["C05"], [], """
PARESH V. GAJRA
B.Com., LL.B., Advocate
Chamber No. 18, District Court Complex, Bhuj-Kutch
R.P.A.D. / Speed Post                                              Date: 15/09/2025
To, Shri Imran Salim Memon, Proprietor, Al-Noor Shipping & Clearing, Office No. 5, Sector 8, Gandhidham-Kutch
Sub: Notice under Section 138 of the Negotiable Instruments Act, 1881
Under instructions of my client Shree Khodiyar Roadlines, Gandhidham, through its proprietor Shri Bharatbhai Karsan
Ahir: you engaged my client's trailers for container trips from Mundra and Kandla and towards the freight dues
issued cheque no. 771406 dated 28/08/2025 for Rs. 4,86,500/- on Axis Bank, Gandhidham, which was returned unpaid
on 02/09/2025 for 'exceeds arrangement'. You are called upon to pay the said amount within 15 days of receipt.
                                                                 Advocate
""")
u("backlog/2025-10/IMG_20251027_114210.jpg", "document_photo", "G.K. General Hospital, Bhuj", "2025-10-04", ["C06"], [], """
G. K. GENERAL HOSPITAL, BHUJ (Adani Institute of Medical Sciences)
OPD CASE PAPER                 Date: 04/10/2025       OPD No. 25-118842
Name: Zubeda Anwar Kumbhar   Age/Sex: 29 / F   Address: Khavda, Ta. Bhuj
C/o: pain and swelling left forearm, h/o assault by husband 2 days back (as stated)
O/E: contusion 4 x 3 cm left forearm, tenderness. X-ray: no fracture.
Adv: Tab. analgesic, crepe bandage. MLC informed.            Casualty Medical Officer
""")
u("backlog/2025-08/panchnama Dudhai accident.pdf", "document_scan", "Police Station Dudhai", "2025-08-12", ["C07"], [], """
GUJARAT POLICE - Dudhai Police Station, Dist. Kutch (East)
SPOT PANCHNAMA (accident)                         Date: 12/08/2025  time 19.40 to 20.30
Place: Bhuj-Bhachau national highway near Dudhai bus stand, towards Bhachau.
A trailer no. GJ-12-BX-xxxx (owner: Mundra Bulk Carriers) stands on the right side of the road after overtaking; a
motorcycle GJ-12-CK-xxxx lies crushed near the divider. The motorcycle rider Devshi Naran Rabari (age 41, r/o
Dudhai) died on the spot. Driver of the trailer: Abdul Rauf Node, r/o Mundra, arrested. No helmet at the spot.
Panch 1: Dhanji Koli  Panch 2: Valji Rabari                PSI, Dudhai P.S.
""")
u("backlog/2026-07/FIR Anjar copper cable.pdf", "document_scan", "Anjar Police Station", "2026-06-29", ["C08"], [], """
FIRST INFORMATION REPORT (Under Section 173 B.N.S.S.)
District: Kutch (East)-Gandhidham   P.S.: Anjar   I.C.R. No.: 11993002260318/2026   Date: 29/06/2026
Acts & Sections: B.N.S. 2023 - 303(2), 317(2)
Complainant: Site in-charge, Pawansut Wind Farms, Village Khedoi, Ta. Anjar.
About 340 metres of copper earthing cable stolen from wind turbines WTG-14 and WTG-15 on the night of 27/28.06.2026.
On a tip-off the cable cut into pieces was found in a godown at Anjar; Sikandar Juma Sumra r/o Anjar is said to
have sold it to a scrap dealer. Accused arrested on 30.06.2026.              PI, Anjar Police Station
""")

# ---------------- C01 Umiya Lavan salt-pan SCA (Gujarat HC)
u("backlog/2025-12/SCA 16427 Umiya Lavan 15-12.docx", "typed_note_docx", L, "2025-12-15", ["C01"], ["C01-H01"], """
15/12/2025 (Mon) - HC Ahmedabad, Court 11 - Shroff J
SCA 16427/2025  Shree Umiya Lavan Udyog v. State of Gujarat & 2 (Collector Kutch, Mamlatdar Bhachau)
Admission. Argued lease of 50 acres, s.no. 118 paiki, Jangi - cancellation without hearing on the subletting point,
agariyas are our own labour not sub-lessees. Saheb e pehla pucchyu "arrears ketla baaki che?" - told 1.82 lakh as
per Collector, disputed.
NOTICE returnable 19/01/2026. Ad-interim: status quo on the salt pans (kyara) till then. Direct service permitted.
Sahil Trivedi AGP waived for R1, R2.
Ramjibhai ne phone karyo - kyara ma kaam chalu rakho, navu bandhkaam nahi.
""")
u("backlog/2026-01/IMG_20260119_172455.jpg", "handwritten_note_photo", L, "2026-01-19", ["C01"], ["C01-H02"], """
19/1/26  HC - Ct 11
Umiya Lavan SCA - Trivedi AGP: "instructions from Collector awaited", 3 wks maangya for aff-in-reply.
Granted. Status quo cont.
aavti mudat 23/02/2026
Ramjibhai - Collector office ma koi ne malvu nahi, direct vaat nahi.
""")
u("backlog/2026-02/C-SCA-16427-2025 order 23-02-2026.pdf", "certified_order_sheet_scan", "High Court of Gujarat", "2026-02-25", ["C01"], ["C01-H03"], """
C/SCA/16427/2025                                              ORDER DATED: 23/02/2026
IN THE HIGH COURT OF GUJARAT AT AHMEDABAD
R/SPECIAL CIVIL APPLICATION NO. 16427 of 2025
SHREE UMIYA LAVAN UDYOG THROUGH PARTNER RAMJIBHAI LAKHABHAI KOLI
Versus
STATE OF GUJARAT & ORS.
Appearance:
MR PARESH V GAJRA(6412) for the Petitioner(s) No. 1
MR SAHIL TRIVEDI, AGP for the Respondent(s) No. 1,2
NOTICE SERVED for the Respondent(s) No. 3
CORAM: HONOURABLE MR. JUSTICE DEVANG K. SHROFF
Date : 23/02/2026
ORAL ORDER
1. Affidavit-in-reply on behalf of respondent no. 2 - Collector, Kutch is filed today and taken on record.
2. Having heard learned advocates, the ad-interim relief granted on 15.12.2025 shall continue, subject to the
petitioner depositing Rs. 1,82,400/- (Rupees One Lakh Eighty Two Thousand Four Hundred only), being the arrears of
lease rent, with the Collector, Kutch within four weeks from today, without prejudice to its rights and contentions.
In default, the interim relief shall stand vacated without further reference to the Court.
3. S.O. to 06.04.2026.
                                                          (DEVANG K. SHROFF,J)
K.R. PATEL
""")
u("backlog/2026-03/IMG-20260318-WA0004.jpg", "document_photo", "Collector office, Kutch-Bhuj (cash branch)", "2026-03-18", ["C01"], [], """
કલેક્ટર કચેરી, કચ્છ-ભુજ - રોકડ શાખા
પહોંચ / RECEIPT   No. 004512                         તા. 18/03/2026
શ્રી ઉમિયા લવણ ઉદ્યોગ, જંગી તરફથી મીઠા લીઝ ભાડાની બાકી રકમ (ના. હાઈકોર્ટના તા. 23/02/2026 ના હુકમ અન્વયે)
રૂ. 1,82,400/- (અંકે રૂપિયા એક લાખ બ્યાસી હજાર ચારસો પૂરા) ડી.ડી. નં. 338104, બેંક ઓફ બરોડા, ભચાઉ
                                                  સહી/- હિસાબી અધિકારી
""")
u("backlog/2026-04/umiya lavan 6.4.26.txt", "typed_note_txt", L, "2026-04-06", ["C01"], ["C01-H04"], """
6.4.26 mon  HC Ct 11  SCA 16427/25 (Umiya Lavan - Jangi salt lease)
Deposit receipt of Rs. 1,82,400 dt 18.3.26 produced - saheb satisfied, interim continues.
Rejoinder filed today (agariyas on daily wages, muster produced).
Saheb e AGP ne kahyu Collector is relying on a "panchnama of subletting" - place it on record by affidavit.
Trivedi: will file. S.O. 06.07.2026 (after vacation).
""")
u("backlog/2026-07/PXL_20260706_160318.jpg", "handwritten_note_photo", L, "2026-07-06", ["C01"], ["C01-H05"], """
6 July  HC Ct 11 - Shroff J
Umiya Lavan - AGP produced panchnama dt 04.06.2025 (Mamlatdar Bhachau): 6 agariya families "paying share of salt".
Argued: share = wages in kind, not rent. Part heard.
Then Trivedi: Collector considering regularisation on payment - time for instructions. Saheb ghana naraj nahi.
mudat 14/9/26
""")
u("backlog/2026-09/C-SCA-16427-2025 order 14-09-2026.pdf", "certified_order_sheet_scan", "High Court of Gujarat", "2026-09-16", ["C01"], ["C01-H06"], """
C/SCA/16427/2025                                              ORDER DATED: 14/09/2026
IN THE HIGH COURT OF GUJARAT AT AHMEDABAD
R/SPECIAL CIVIL APPLICATION NO. 16427 of 2025
SHREE UMIYA LAVAN UDYOG THROUGH PARTNER RAMJIBHAI LAKHABHAI KOLI
Versus
STATE OF GUJARAT & ORS.
Appearance:
MR PARESH V GAJRA(6412) for the Petitioner(s) No. 1
MR SAHIL TRIVEDI, AGP for the Respondent(s) No. 1,2
CORAM: HONOURABLE MR. JUSTICE DEVANG K. SHROFF
Date : 14/09/2026
ORAL ORDER
Learned AGP seeks time on the ground that the learned Government Pleader, who is to argue the matter, is engaged
before the Division Bench. This is the third occasion on which the respondents have sought time. As a last chance,
the matter is adjourned. Interim relief to continue. The matter shall be taken up for final hearing on 14.12.2026.
No further adjournment shall be granted.
                                                          (DEVANG K. SHROFF,J)
K.R. PATEL
""")
u("backlog/2026-11/WhatsApp Chat - Ramjibhai Koli Jangi.txt", "whatsapp_export", "Ramjibhai Lakhabhai Koli", "2026-11-28", ["C01"], [], """
[15/09/26, 8:12:40 AM] Ramjibhai Koli Jangi: Jai mataji saheb. Kal HC ma shu thayu?
[15/09/26, 9:05:11 AM] Paresh Gajra Adv: Jai mataji. Sarkar e fari time lidho, triji vaar. Saheb e last chance aapyo. Final hearing 14 December.
[15/09/26, 9:06:02 AM] Ramjibhai Koli Jangi: Kyara nu kaam chalu rakhie ne?
[15/09/26, 9:07:30 AM] Paresh Gajra Adv: Haa, status quo chalu che. Navu kyaru nahi banavta.
[28/11/26, 7:48:19 PM] Ramjibhai Koli Jangi: Saheb, Mamlatdar na talati aavya hata agar par, photo paadi gaya. Agariya o ne pan puchhyu ketla vakhat thi kaam karo cho.
[28/11/26, 7:52:44 PM] Paresh Gajra Adv: Koi sahi na karta. Agariya ona muster ane majuri ni chitthi o mokli aapjo, 14 tarikh pehla compilation ma mukvi che.
""")

# ---------------- C02 Jay Ambe Timber - port land PP Act appeal (PDJ Bhuj)
u("backlog/2026-02/CMA 12-2026 rojkam 09.02.2026.pdf", "certified_order_sheet_scan", "Principal District Judge, Kutch at Bhuj", "2026-02-11", ["C02"], ["C02-H01"], """
IN THE COURT OF THE PRINCIPAL DISTRICT JUDGE, KUTCH AT BHUJ
CIVIL MISC. APPEAL NO. 12 OF 2026
M/s. Jay Ambe Timber Mart, Gandhidham              ... Appellant
Vs.
Estate Officer, Deendayal Port Authority, Gandhidham  ... Respondent
ROJKAM
Date: 09/02/2026
Appellant's advocate Shri P. V. Gajra present. Respondent's advocate Shri V. D. Joshi present on caveat.
Heard on admission and on stay application Exh. 5. Appeal admitted. Operation of the order of the Estate Officer
dated 19.01.2026 is stayed pending the appeal, on condition that the appellant pays the current ground rent of
the plot month by month to the DPA and files the receipts. Call for the R&P of Case No. EO/PPA/41/2024 from the
Estate Officer. Respondent to file reply. Adj. to 13/04/2026.
                                                    (R. M. Parikh)
                                          Principal District Judge, Kutch at Bhuj
""")
u("backlog/2026-04/IMG_20260413_131907.jpg", "handwritten_note_photo", L, "2026-04-13", ["C02"], ["C02-H02"], """
13/4/26  PDJ Ct 1  CMA 12/26 Jay Ambe (DPA plot 27)
Joshi filed reply - new point: part of plot sublet to "Maa Ashapura Logistics" (container parking) - photos annexed.
R&P haju aavyu nathi EO office mathi. Parikh saheb: "R&P vagar arguments nahi".
Naresh bhai ne kahyu: Ashapura vala no koi karar nathi, fakt ek mahino gaadi muki hati.
mudat 15/6/2026
""")
u("backlog/2026-06/Jay Ambe args 15-06-2026.docx", "typed_note_docx", L, "2026-06-15", ["C02"], ["C02-H03"], """
15/06/2026 - CMA 12/2026 - Jay Ambe Timber Mart v. Estate Officer, DPA - PDJ Bhuj (Parikh saheb)
R&P received from the Estate Officer (64 pages). Checked: no personal hearing on the damages figure - only one
notice u/s 7(3) dated 02.12.2025, replied on 20.12.2025.
Argued part: (1) lease renewal application pending since 2021, DPA itself accepted rent till 2023 - so not
'unauthorised' for that period; (2) damages at 3x the SOR rate without reasons.
Joshi to reply. Adj. to 03/08/2026.
Ground rent receipts of Feb-May filed (Rs. 14,200 per month).
""")
u("backlog/2026-08/IMG-20260803-WA0011.jpg", "handwritten_note_photo", K, "2026-08-03", ["C02"], ["C02-H04"], """
તા. 03/08/2026 સોમવાર
મુખ્ય જિલ્લા ન્યાયાધીશ સાહેબ, કોર્ટ નં. 1
દીવાની પરચુરણ અપીલ 12/2026 જય અંબે ટીમ્બર - પોર્ટ
સામાવાળા વકીલ જોષી સાહેબ હાજર નહીં, તેમના જુનિયરે મુદત માંગી.
સાહેબે રૂ. 1,500 ખર્ચ સાથે મુદત આપી (ખર્ચ અપીલ કરનારને).
આવતી મુદત: 21/09/2026 - દલીલ
- કાનજી
""")
u("backlog/2026-09/jay ambe 21 sep.txt", "typed_note_txt", L, "2026-09-21", ["C02"], ["C02-H05"], """
21/09/26 - Jay Ambe port plot appeal - PDJ
Costs Rs. 1500 paid by Joshi's side (recd. in court).
Joshi argued 40 min: lease expired 31.03.2021, no right to stay; subletting to Maa Ashapura proves misuse.
Our reply 15 min - renewal pending, rent accepted, damages without reasons.
Arguments concluded. Judgment reserved - kept for judgment on 26/10/2026.
Naresh bhai ne kahyu - worst case plot khali karvo pade to 6 mahina joie, maal bharelo che.
""")
u("backlog/2026-10/CMA 12 of 2026 judgment 26.10.2026.pdf", "certified_order_sheet_scan", "Principal District Judge, Kutch at Bhuj", "2026-10-30", ["C02"], ["C02-H06"], """
IN THE COURT OF THE PRINCIPAL DISTRICT JUDGE, KUTCH AT BHUJ
CIVIL MISC. APPEAL NO. 12 OF 2026
(Appeal u/s 9 of the Public Premises (Eviction of Unauthorised Occupants) Act, 1971)
Jay Ambe Timber Mart vs Estate Officer, Deendayal Port Authority
JUDGMENT (operative part)          Date of judgment: 26/10/2026
1. The appeal is partly allowed.
2. The order of eviction passed by the Estate Officer on 19.01.2026 is confirmed; however, the appellant is granted
time till 31.03.2027 to vacate Plot No. 27, Sector 8, on filing an undertaking within 30 days.
3. The damages of Rs. 9,64,800/- assessed by the Estate Officer are set aside and reduced to Rs. 4,20,000/-, the
period during which the DPA accepted rent (2021 to 2023) being excluded.
4. No order as to costs. R&P be sent back.
                                                    (R. M. Parikh)
                                          Principal District Judge, Kutch at Bhuj
""")
u("backlog/2026-10/WhatsApp Chat with Naresh Thakkar Timber.txt", "whatsapp_export", "Naresh Dayalal Thakkar", "2026-11-03", ["C02"], [], """
26/10/26, 17:02 - Paresh Gajra Adv: Naresh bhai, judgment aavi gayu. Appeal partly allowed. Plot khali karvo padshe pan 31 March 2027 sudhi no time. Damages 9.64 lakh mathi 4.20 lakh.
26/10/26, 17:10 - Naresh Thakkar Timber: Saheb aa to saru j kahevay. 5 lakh bachi gaya. Undertaking ketla divas ma?
26/10/26, 17:12 - Paresh Gajra Adv: 30 divas ma. Hu draft kari ne mokalu.
03/11/26, 11:30 - Naresh Thakkar Timber: Undertaking par sahi kari didhi, Kanjibhai ne aapi didhu. HC ma javu che ke nahi e Diwali pachhi vichariye.
03/11/26, 11:41 - Paresh Gajra Adv: Barabar. Filed on 03/11. Have aa matter puru.
""")

# ---------------- C03 Bhirandiyara vandh suit (2nd Addl. Sr. Civil Judge, Bhuj)
u("backlog/2025-12/vandh suit 18.12.txt", "typed_note_txt", L, "2025-12-18", ["C03"], ["C03-H01"], """
18.12.25 thu - RCS 214/2025 (Bhirandiyara vandh) - Vyas madam, Ct 7
Suit registered RCS 214/2025. Exh. 5 (interim injunction) moved. Madam: exparte nahi, notice to both defts.
Oral direction: status quo regarding the bhungas till next date - recorded in rojkam.
Haji Ismail saain + Salim + 3 maldharis aavya hata, bahar 2 kalak besi rahya. Kutchi ma samjavyu: "hane koi bhungo na todi sake, mudat sudhi".
aavti mudat 22.01.2026
""")
u("backlog/2026-01/IMG-20260122-WA0016.jpg", "handwritten_note_photo", K, "2026-01-22", ["C03"], ["C03-H02"], """
તા. 22/01/2026 ગુરુવાર - કોર્ટ નં. 7 (વ્યાસ મેડમ)
રે.દી.દા. 214/2025 જત હાજી ઈસ્માઈલ વિ. સૂર્યરણ એનર્જી
પ્રતિવાદી 1 (કંપની) તરફે વકીલ ગોર સાહેબે નિ. 5 નો જવાબ રજૂ કર્યો.
પ્રતિવાદી 2 પંચાયત (તલાટી) નો જવાબ: જમીન ગૌચર છે, કંપનીને પંચાયતે કોઈ ના-વાંધો આપેલ નથી.
નિ. 5 ની દલીલ માટે મુદત: 12/02/2026
""")
u("backlog/2026-02/20260212_165730.jpg", "handwritten_note_photo", L, "2026-02-12", ["C03"], ["C03-H03"], """
12/2/26  Ct 7  Vandh - Exh. 5 args
Me: 3 generations, 600 cattle, Banni grazing, gauchar - panchayat itself supports.
Gor: land allotted by Collector to company in 2024 for solar park, gauchar "deducted".
Madam asked both: 7/12 extract of s.no. 44 and gam nakasho lavo - "revenue record vagar kai nahi".
Kept for order 26/2/26. Salim ne 7/12 + nakasho mate talati pase mokalyo.
""")
u("backlog/2026-02/RCS 214-2025 order below Exh 5.pdf", "certified_order_sheet_scan", "2nd Additional Senior Civil Judge, Bhuj", "2026-03-02", ["C03"], ["C03-H04"], """
IN THE COURT OF THE 2ND ADDITIONAL SENIOR CIVIL JUDGE, BHUJ (KUTCH)
REGULAR CIVIL SUIT NO. 214 OF 2025
Jat Haji Ismail Osman & 6 Ors.   ... Plaintiffs
Vs.
Suryarann Energy Pvt. Ltd. & Anr. ... Defendants
ORDER BELOW EXH. 5
Date: 26/02/2026
The 7/12 extract of survey no. 44 produced by both sides shows the land as 'gauchar' with a later entry no. 1186 of
the year 2024 of allotment of 40 acres to defendant no. 1. The plaintiffs' vandh and bhungas stand on the
remaining portion. Prima facie case and balance of convenience are partly in favour of the plaintiffs.
The application Exh. 5 is partly allowed. Defendant no. 1, its servants and agents are restrained from demolishing
the bhungas of the plaintiffs and from fencing an area of 12 acres around the vandh, as shown in red in the map
at Exh. 19, till the final disposal of the suit. The rest of the prayer is rejected. Defendant no. 1 to file its
written statement. Next date: 18/06/2026.
                                                     (N. P. Vyas)
                                         2nd Additional Senior Civil Judge, Bhuj
""")
u("backlog/2026-06/IMG-20260618-WA0002.jpg", "handwritten_note_photo", K, "2026-06-18", ["C03"], ["C03-H05"], """
તા. ૧૮/૦૬/૨૦૨૬ ગુરુવાર
રે.દી.દા. ૨૧૪/૨૦૨૫ વાંઢ કેસ - વ્યાસ મેડમ
પ્રતિવાદી ૧ કંપનીનું લેખિત જવાબ નિ. ૩૧ થી રજૂ થયું - જમીન સોલાર પાર્ક માટે ફાળવેલ છે તેમ જણાવેલ.
પ્રતિવાદી ૨ પંચાયતનો લેખિત જવાબ અગાઉ રજૂ થયેલ છે.
મુદ્દાઓ માટે આવતી મુદત: ૦૬/૦૮/૨૦૨૬
""")
u("backlog/2026-08/IMG_20260806_124412.jpg", "handwritten_note_photo", L, "2026-08-06", ["C03", "C06"], ["C03-H06", "C06-H06"], """
6/8/26 thu - Bhuj
(1) Vandh RCS 214/25 - Ct 7: Issues framed Exh. 38 - 5 issues (incl. whether land is gauchar, whether pltfs
have customary grazing right, limitation). Our list of witnesses: Haji Ismail (PW1), talati, Jat Abdulla (neighbour
vandh). Gor kai bolya nahi. mudat 24/9/26 - PE.
(2) Zubeda - Family Ct: Sama finished cross of Zubeda (45 min) - she held well, said Anwar used to beat her
after the tempo loan; 2nd child's school fees receipts produced. Our evidence over. Now Anwar's evidence.
mudat 8/10/26.
""")
u("backlog/2026-09/vandh PW1 24-09-26.docx", "typed_note_docx", L, "2026-09-24", ["C03"], ["C03-H07"], """
24/09/2026 - RCS 214/2025 - Bhirandiyara vandh - Ct 7
PW1 Haji Ismail Osman - examination-in-chief by affidavit Exh. 42 (in Gujarati, read over in Kutchi).
Cross by Gor (part):
- admitted no written lease or patta for the vandh; "amara dada na vakhat thi".
- said the vandh has 11 bhungas and about 600 cattle (Banni buffaloes mostly), milk goes to Sarhad Dairy collection
  centre at Bhirandiyara.
- denied that they shift to another vandh in summer - "unala ma pan ahij rahie, paani talav nu".
Gor sought time for remaining cross - "company officer ne puchhvanu che". Granted.
aavti mudat 29/10/2026
""")
u("backlog/2026-10/vandh 29 oct.txt", "typed_note_txt", L, "2026-10-29", ["C03"], ["C03-H08"], """
29.10.2026 thu - vandh case (RCS 214/25) - Vyas madam
Remaining cross of PW1 by Gor - 20 min, nothing new. Cross concluded.
Filed Exh. 47 - application for court commissioner to visit s.no. 44: company putting fresh fencing poles (about 30)
inside the red-marked 12 acres in breach of Exh. 5 order - Salim's photos dt 20.10 annexed.
Gor wants time to reply to Exh. 47.
mudat 07/12/2026 - Exh. 47 + PE.
""")
u("backlog/2026-11/WhatsApp Chat with Salim Jat Vandh.txt", "whatsapp_export", "Salim Haji Ismail Jat", "2026-11-30", ["C03"], [], """
20/10/26, 18:40 - Salim Jat Vandh: Saain salaam. Company vara vari aaya, 30 thambla nakhya laal nakshe vari jagya ma. Photo moklu tho.
20/10/26, 18:44 - Paresh Gajra Adv: Salaam. Photo date vaala joie, mobile ma location chalu rakhjo. Court commissioner ni arji kariye.
29/10/26, 14:10 - Paresh Gajra Adv: Arji Exh. 47 file kari. Gor e jawab mate time lidho. Mudat 7 December.
29/10/26, 14:15 - Salim Jat Vandh: Aba (father) puchhe che - bhunga to nahi todhe ne?
29/10/26, 14:16 - Paresh Gajra Adv: Nahi todi sake, Exh. 5 no hukam che. Koi aave to 100 number par phone.
30/11/26, 09:02 - Salim Jat Vandh: Saain 7 tarikh Aba ane Abdulla bhai aavshe. Talati e panchayat no tharav aapyo - gauchar mate no.
30/11/26, 09:05 - Paresh Gajra Adv: Saru. Tharav ni copy ane navi photo lai ne 7 tarikh savare 10.30 chamber par aavjo.
""")

# ---------------- C04 Gitaben Ravalwadi plot suit (Principal Senior Civil Judge, Bhuj)
u("backlog/2026-01/Gitaben SCS 87 13.01.26.docx", "typed_note_docx", L, "2026-01-13", ["C04"], ["C04-H01"], """
13/01/2026 (Tue) - Spl. C.S. 87/2025 Gitaben J. Soni v. BHADA & Dinesh M. Soni - Raval saheb (PSCJ), Ct 3
D2 Dinesh (nephew) WS filed through Amit Dholakia - relies on a registered will dt 11.03.2019 of late Jayantilal,
says BHADA entered his name in 2020.
Zala for BHADA: WS not ready, record to be traced from the 2003 relocation files - time granted.
Points for replication: (1) plot given in lieu of Jayantilal's own house at Sonivad - his self-acquired; (2) 10-year
bar on transfer in the allotment letter; (3) will not proved, Gitaben never heard of it.
Adj. 17/02/2026.
""")
u("backlog/2026-02/IMG_20260217_120530.jpg", "handwritten_note_photo", L, "2026-02-17", ["C04"], ["C04-H02"], """
17/2/26  PSCJ Ct 3 - Gitaben plot
BHADA WS filed by Zala: allotment of Plot 312 Ravalwadi in name of Jayantilal Bhanji Soni (2003); "transfer entry
of 2020 in favour of D2 is under inquiry" !! - helps us.
Replication to be filed.
Adj. 24/3 - issues.
""")
u("backlog/2026-03/SCS 87-2025 rojkam 24.03.2026.pdf", "certified_order_sheet_scan", "Principal Senior Civil Judge, Bhuj", "2026-03-27", ["C04"], ["C04-H03"], """
IN THE COURT OF THE PRINCIPAL SENIOR CIVIL JUDGE, BHUJ
SPECIAL CIVIL SUIT NO. 87 OF 2025
ROJKAM    Date: 24/03/2026
Plaintiff's advocate Shri P. V. Gajra, defendant no. 1's advocate Shri B. K. Zala and defendant no. 2's advocate
Shri A. J. Dholakia present. Replication filed at Exh. 44. Issues framed at Exh. 46 (six issues):
(1) Whether the plaintiff proves that plot no. 312, Ravalwadi relocation site was allotted to her late husband in
his own right? (2) Whether defendant no. 2 proves the will dated 11.03.2019? (3) Whether the transfer entry of 2020
is legal? (4) Whether the suit is barred by limitation? (5) Whether the suit is properly valued? (6) What order?
Plaintiff to lead evidence by affidavit. Adj. to 28/04/2026.
                                                     (M. B. Raval)
                                           Principal Senior Civil Judge, Bhuj
""")
u("backlog/2026-04/IMG-20260428-WA0007.jpg", "handwritten_note_photo", K, "2026-04-28", ["C04"], ["C04-H04"], """
તા. 28/04/2026 મંગળવાર - રાવલ સાહેબ કોર્ટ નં. 3
સ્પે.દી.દા. 87/2025 ગીતાબેન સોની વિ. ભાડા
વાદી ગીતાબેનનું સોગંદનામું (એક્ઝામિનેશન ઇન ચીફ) નિ. 52 થી રજૂ.
પ્રતિવાદી 2 ના વકીલ ધોળકિયા સાહેબે ઉલટ તપાસ માટે સમય માંગ્યો.
આવતી મુદત: 02/07/2026 - ઉલટ તપાસ
""")
u("backlog/2026-07/New Microsoft Word Document (3).docx", "typed_note_docx", L, "2026-07-02", ["C04"], ["C04-H05"], """
2/7/2026 - Gitaben - PW1 cross by Dholakia (1 hr 10 min)
- She said: married 1994, lived at Sonivad house with Jayantilal and his mother; Dinesh lived in a separate house
  in Sonivad after his marriage (2006), not with them.
- Will of 2019: "maara pati e kyarey vasiyatnamu karyu nathi, hu to saathe j hati". Shown signature on the will -
  said "sahi jevi lage che pan emni nathi".
- Admitted she did not object to the 2020 entry in BHADA - "mane khabar j padi nahi, 2024 ma tax bill ma naam
  joyu tyare khabar padi".
- Plot tax bills 2024-25 in D2's name.
Next: PW2 - BHADA record clerk with allotment register - witness summons. Adj. 20/08/2026.
""")
u("backlog/2026-08/gitaben 20 aug.txt", "typed_note_txt", L, "2026-08-20", ["C04"], ["C04-H06"], """
20-08-26  Gitaben SCS 87/25  PSCJ
PW2 (BHADA record clerk) not present - summons served on the CEO office, not on the clerk by name.
Raval saheb: summons re-issued through court, by name, to Shri Naran Rabari, senior clerk, with the allotment
register of 2003 and the transfer file of 2020. Zala to ensure.
Adj. 06/10/2026.
""")
u("backlog/2026-10/20261006_173011.jpg", "handwritten_note_photo", L, "2026-10-06", ["C04"], ["C04-H07"], """
6/10/26  Ct 3  Gitaben
PW2 Naran Rabari (Sr clerk BHADA) - produced allotment register 2003: entry 312 = Jayantilal Bhanji Soni, "in lieu
of own house, Sonivad". Allotment letter dt 14/06/2003 exhibited Exh. 61.
Cross by Dholakia: the 2020 transfer file has the will + an NOC signed "Gitaben" - PW2 said "NOC ni sahi ni
khatri karel nathi". Very good for us.
mudat 1/12/26 - plaintiff to close.
""")
u("backlog/2026-12/IMG-20261201-WA0009.jpg", "handwritten_note_photo", K, "2026-12-01", ["C04"], ["C04-H08"], """
તા. 01/12/2026 મંગળવાર - કોર્ટ નં. 3 રાવલ સાહેબ
સ્પે.દી.દા. 87/2025 ગીતાબેન વિ. ભાડા
વાદી તરફે closing pursis Exh. 64 રજૂ - વાદીનો પુરાવો બંધ.
પ્રતિવાદી 2 ના પુરાવા માટે ધોળકિયા સાહેબે સમય માંગ્યો.
આવતી મુદત: 12/01/2027 - પ્રતિવાદી 2 નો પુરાવો
""")

# ---------------- C05 Khodiyar Roadlines cheque case (JMFC Gandhidham) - the junior's chats
u("backlog/2026-04/WhatsApp Chat with Khushbu Jr.txt", "whatsapp_export", J, "2026-04-15", ["C05"], ["C05-H01", "C05-H02", "C05-H03"], """
07/01/26, 12:20 - Khushbu Jr: Sir Gandhidham - Khodiyar v/s Imran Memon ma accused hajar nathi. Chaudhari sir e BW kadhyu Rs 5000 nu. Next 04/02
07/01/26, 12:24 - Paresh Gajra Adv: Ok. Bharatbhai ne kahi dejo, warrant bajavva police station ma follow up kare
04/02/26, 13:02 - Khushbu Jr: Sir accused aaje aavyo, bail bond thai gayu. Plea record thayu - not guilty kahyu. Javed Khatri eno vakil che. Next 11/03 CE
04/02/26, 13:05 - Paresh Gajra Adv: 👍 complainant nu affidavit taiyar rakho
11/03/26, 12:45 - Khushbu Jr: Sir Bharatbhai nu affidavit evidence tarike lidhu. Khatri sir e cross mate time maangyo - "file aavi nathi". Mudat 15/04
11/03/26, 12:47 - Paresh Gajra Adv: 15 April hu aavish, cross ma hu rahish.
15/04/26, 18:10 - Paresh Gajra Adv: Aaj cross thai gayu, note mokli che. Next 10 June.
""")
u("backlog/2026-04/khodiyar CW1 cross 15.04.2026.docx", "typed_note_docx", L, "2026-04-15", ["C05"], ["C05-H04"], """
15/04/2026 - Cri. Case 3318/2025 - Shree Khodiyar Roadlines v. Imran Salim Memon - JMFC Gandhidham (Chaudhari saheb)
CW1 Bharatbhai Karsan Ahir cross-examined by Javed Khatri (50 min).
Defence put: cheque no. 771406 was a blank signed "security cheque" given in 2024 for one trip; freight dues were
only Rs. 62,000; amount filled by the complainant.
Bharatbhai: 23 trips Mundra-Kandla between March and July 2025, bills and LRs produced (Exh. 14 to 36); ledger
confirmed by Imran's accountant on phone - no writing. Denied security cheque.
Khatri asked about GST returns - Bharatbhai said CA has them, will produce.
Adj. 10/06/2026.
""")
u("backlog/2026-06/Scan_20260612_1104.pdf", "certified_order_sheet_scan", "JMFC, Gandhidham", "2026-06-12", ["C05"], ["C05-H05"], """
ના. જ્યુડિશિયલ મેજીસ્ટ્રેટ ફર્સ્ટ ક્લાસ સાહેબની કોર્ટ, ગાંધીધામ
ફોજદારી કેસ નં. 3318/2025   શ્રી ખોડિયાર રોડલાઈન્સ વિ. ઈમરાન સલીમ મેમણ
રોજકામ   તા. 10/06/2026
ફરિયાદી તથા ફરિયાદીના વકીલ હાજર. આરોપી તથા આરોપીના વકીલ હાજર.
આરોપીએ નિ. 24 થી અરજી આપી ચેક પરના લખાણ તથા સહી અલગ અલગ શાહીથી છે તેથી ચેક એફ.એસ.એલ.માં મોકલવા માંગણી
કરેલ છે. ફરિયાદી તરફે નિ. 25 થી વાંધા જવાબ રજૂ. નિ. 24 ઉપર હુકમ માટે મુદત તા. 22/07/2026.
                                                          (કે. એસ. ચૌધરી)
                                               જ્યુ. મેજી. ફ. ક., ગાંધીધામ
""")
u("backlog/2026-11/WhatsApp Chat with Khushbu Jr (2).txt", "whatsapp_export", J, "2026-11-18", ["C05", "C08"], ["C08-H01", "C08-H02", "C05-H06", "C05-H07", "C05-H08"], """
08/07/26, 13:30 - Khushbu Jr: Sir Anjar - Sikandar Sumra ni bail arji ma Dave sir e APP ne notice aapi, IO ne papers sathe bolavya. Next 13/07
08/07/26, 13:31 - Paresh Gajra Adv: Juma bhai ne kahejo chinta na kare
13/07/26, 12:55 - Khushbu Jr: Sir IO aavya j nahi, papers pan nahi. Rathod sir (APP) e time maangyo. Dave sir naraj - "next date IO must remain present". Next 20/07
20/07/26, 16:20 - Paresh Gajra Adv: Sikandar ne bail mali gayi! 15000 na jamin, 1st ane 15th police station ma hajri 3 mahina.
22/07/26, 13:15 - Khushbu Jr: Sir Gandhidham - FSL vali arji Exh 24 REJECT thai. Sir e kahyu cheque 2025 no che, signature admitted, FSL ni jarur nathi. CE close. Next 07/10 for 313 (351 BNSS)
22/07/26, 13:16 - Paresh Gajra Adv: Superb. Bharatbhai ne kaho
07/10/26, 12:40 - Khushbu Jr: Sir Imran nu further statement 351 BNSS ma levayu. Defence evidence aapse - pote DW1 tarike. Next 18/11
18/11/26, 12:30 - Khushbu Jr: Sir Imran aaje pan gerhajar. Khatri sir e exemption arji aapi - mother hospital ma. Chaudhari sir e Rs 1000 cost sathe allow kari, "last chance". Next 08/12/2026 DW1
18/11/26, 12:33 - Paresh Gajra Adv: Ok. 8 Dec tame jajo, hu HC compilation ma hois. DW1 no cross hu lakhi ne aapu.
""")

# ---------------- C08 Sikandar bail (ASJ Anjar)
u("backlog/2026-07/CRMA 1187-2026 bail order 20.07.2026.pdf", "certified_order_sheet_scan", "Additional Sessions Judge, Anjar", "2026-07-22", ["C08"], ["C08-H03"], """
IN THE COURT OF THE ADDITIONAL SESSIONS JUDGE, ANJAR (KUTCH)
CRIMINAL MISC. APPLICATION NO. 1187 OF 2026
Sikandar Juma Sumra  ... Applicant    Vs.   State of Gujarat ... Respondent
(Anjar Police Station I.C.R. No. 11993002260318/2026, B.N.S. ss. 303(2), 317(2))
ORDER    Date: 20/07/2026
Heard Shri P. V. Gajra for the applicant and Shri D. K. Rathod, learned APP. The IO is present with the papers.
The charge-sheet is yet to be filed; the recovery is complete; the applicant has no previous conviction. The
application is allowed. The applicant be released on regular bail on executing a personal bond of Rs. 15,000/-
with one surety of the like amount, on the conditions that he shall mark his presence at Anjar police station on
the 1st and 15th day of every month for three months, shall not tamper with the evidence, and shall not leave
the State without permission.
                                                         (T. V. Dave)
                                             Additional Sessions Judge, Anjar
""")

# ---------------- C06 Zubeda maintenance (Family Court, Bhuj)
u("backlog/2025-12/IMG_20251211_125006.jpg", "handwritten_note_photo", L, "2025-12-11", ["C06"], ["C06-H01"], """
11/12/25  Family Ct Bhuj - Joshi madam
Zubeda v. Anwar Kumbhar - CRMA 412/25 (144 BNSS) - Anwar appeared with Asif Sama.
Madam sent both to marriage counsellor (Smt. Dave, room 4) - "pehla counsellor, pachhi case".
Zubeda: will not go back, he beats her (GK hospital paper 4/10/25). Iqbal (bhai) saathe hato.
mudat 15/1/26 - counsellor report
""")
u("backlog/2026-01/IMG-20260115-WA0021.jpg", "handwritten_note_photo", K, "2026-01-15", ["C06"], ["C06-H02"], """
તા. 15/01/2026 ગુરુવાર - ફેમિલી કોર્ટ ભુજ
ફો.પ.અ. 412/2025 ઝુબેદા વિ. અનવર કુંભાર
કાઉન્સેલરનો રિપોર્ટ: સમાધાન થયેલ નથી (પતિ લઈ જવા તૈયાર, પત્ની જવા તૈયાર નથી).
સામાવાળાનો જવાબ રજૂ. અમારી વચગાળાની ભરણપોષણ અરજી નિ. 8 રજૂ.
આવતી મુદત: 19/02/2026 - નિ. 8 ની દલીલ
""")
u("backlog/2026-02/CRMA 412-2025 order Exh 8 19.02.2026.pdf", "certified_order_sheet_scan", "Family Court, Kutch at Bhuj", "2026-02-23", ["C06"], ["C06-H03"], """
IN THE FAMILY COURT, KUTCH AT BHUJ
CRIMINAL MISC. APPLICATION NO. 412 OF 2025
Zubeda Anwar Kumbhar & 2 Ors. ... Applicants    Vs.    Anwar Ismail Kumbhar ... Opponent
ORDER BELOW EXH. 8 (interim maintenance)       Date: 19/02/2026
The applicant no. 1 is the wife and applicants nos. 2 and 3 are the minor children (aged 7 and 4). The opponent
is a potter at Khavda and also plies a tempo; he claims an income of Rs. 9,000 per month, which prima facie
appears understated. The opponent is directed to pay interim maintenance of Rs. 6,000/- per month - Rs. 3,000/-
to the applicant no. 1 and Rs. 1,500/- each to the applicants nos. 2 and 3 - from the date of the application,
i.e. 30.10.2025, the arrears to be paid within two months. Next date: 02/04/2026.
                                                       (H. R. Joshi)
                                           Principal Judge, Family Court, Kutch at Bhuj
""")
u("backlog/2026-04/zubeda 2.4.26.txt", "typed_note_txt", L, "2026-04-02", ["C06"], ["C06-H04"], """
2-4-26 Family Ct - Zubeda bharan poshan
Arrears as on date Rs. 30,000 (5 months x 6000). Anwar paid only Rs. 12,000 in court today - handed to Zubeda
against receipt. Balance Rs. 18,000 still due.
Our recovery application (Exh. 15) for warrant - madam kept it pending: "pehla baki bharo, pachhi tamaru sambhalshu"
told Sama - she will not hear the husband on merits till arrears are paid.
Madam also asked us for children's school fee receipts (Std 2, Khavda prathmik shala) - to produce.
mudat 11/6/2026 - applicant's evidence
""")
u("backlog/2026-06/Zubeda evidence 11 June.docx", "typed_note_docx", L, "2026-06-11", ["C06"], ["C06-H05"], """
11/06/2026 - CRMA 412/2025 Zubeda v. Anwar - Family Court, Bhuj
Zubeda's affidavit in chief Exh. 19 filed; 1st child's school fee receipts Exh. 20.
Cross by Asif Sama (part, 30 min): suggested she left on her own to Iqbal's house at Khavda - denied; said
"tempo na hapta mate maara piyar thi 50,000 lavva kahetaa hata, na lavi etle maar maryo".
Sama: remaining cross next date - time granted (madam allowed only because arrears Rs. 6,000 paid today).
mudat 06/08/2026
""")
u("backlog/2026-10/zubeda anwar cross 8.10.txt", "typed_note_txt", L, "2026-10-08", ["C06"], ["C06-H07"], """
08.10.2026 thu - Family Court - Zubeda maintenance - opponent's evidence
Anwar Ismail Kumbhar examined in chief (says income Rs. 9,000 pm from pottery, old parents to maintain).
Our cross (40 min):
- admitted he owns a tempo GJ-12-AZ-xxxx bought in 2023 on loan, EMI Rs. 11,200 per month - paid regularly!
- admitted tempo does trips to Khavda-Bhuj and to the Rann Utsav tent city in the season.
- admitted he sells pottery at the Rann Utsav stall every winter.
So income is far more than 9,000. Evidence of opponent closed.
mudat 19/11/2026 - arguments
""")
u("backlog/2026-11/IMG-20261119-WA0013.jpg", "handwritten_note_photo", K, "2026-11-19", ["C06"], ["C06-H08"], """
તા. 19/11/2026 ગુરુવાર - ફેમિલી કોર્ટ
ઝુબેદા વિ. અનવર કુંભાર - પુરાવો પૂરો. બાકી ભરણપોષણ રૂ. 30,000 હજુ બાકી (સામાવાળાએ ભર્યા નથી).
અંતિમ દલીલ માટે મુદત: 17/12/2026
""")
u("backlog/2026-11/sudharo zubeda mudat.txt", "typed_note_txt", L, "2026-11-20", ["C06"], [], """
20/11/26 - correction
Kanjibhai na register ma Zubeda (Family Ct) ni mudat 17/12/2026 lakhi che - e khoti che.
Rojkam ma joyu: sachi mudat 07/12/2026 che (final arguments). 17/12 to bija case ni hati.
Diary ma pan sudharo karyo. Iqbal ne 7 December kahi didhu.
""")
u("backlog/2026-12/WhatsApp Chat with Iqbal Kumbhar Khavda.txt", "whatsapp_export", "Iqbal Kumbhar", "2026-12-04", ["C06"], [], """
20/11/26, 10:15 - Paresh Gajra Adv: Iqbal bhai, Zubeda ni mudat 7 December che, final dalil. Bane ne lai ne aavjo.
20/11/26, 10:40 - Iqbal Kumbhar: Ji saheb. Anwar e haju 30 hazar aapya nathi. Tempo to Rann Utsav ma roj jaay che.
20/11/26, 10:43 - Paresh Gajra Adv: Khabar che, cross ma kabulyu che. Rann Utsav na tempo na photo mali shake to lavjo.
04/12/26, 19:20 - Iqbal Kumbhar: Saheb photo lidha che, 3 divas na. Somvare 10 vagye court par aavishu.
04/12/26, 19:22 - Paresh Gajra Adv: Barabar. School fee ni navi pahonch pan lavjo.
""")

# ---------------- C07 Laxmiben MACT (MACT Bhuj)
u("backlog/2026-01/IMG-20260120-WA0005.jpg", "handwritten_note_photo", K, "2026-01-20", ["C07"], ["C07-H01"], """
તા. 20/01/2026 મંગળવાર - એમ.એ.સી.ટી. ભુજ (સોલંકી સાહેબ)
MACP 188/2025 લક્ષ્મીબેન રબારી વિ. અબ્દુલ રઉફ નોડે
બધા સામાવાળાને નોટીસ બજી ગઈ. વીમા કંપની તરફે મારુ સાહેબ હાજર - લેખિત જવાબ માટે સમય માંગ્યો.
આવતી મુદત: 05/03/2026
""")
u("backlog/2026-03/MACP 188 WS insurer 5.3.26.docx", "typed_note_docx", L, "2026-03-05", ["C07"], ["C07-H02"], """
05/03/2026 - MACP 188/2025 Laxmiben Devshi Rabari & 3 v. Abdul Rauf Node & 2 - MACT Bhuj
Insurer's WS (Ketan Maru): policy admitted; pleads contributory negligence - deceased without helmet, motorcycle
"suddenly took a U-turn near Dudhai bus stand"; income of Rs. 15,000 denied.
Owner Mundra Bulk Carriers WS: driver had valid HMV licence, vehicle insured.
Driver ex parte.
Claim Rs. 28,00,000. Points: panchnama shows trailer on right side after overtaking; helmet - even so, head injury
is not the only injury.
mudat 21/04/2026 - issues
""")
u("backlog/2026-04/IMG_20260421_133020.jpg", "handwritten_note_photo", L, "2026-04-21", ["C07"], ["C07-H03"], """
21/4/26  MACT - Solanki saheb
Laxmiben MACP 188/25 - issues framed. Saheb asked Maru: "company kai offer aapse?" - Maru: instructions after evidence.
Claimants' evidence next. Laxmiben + Dhanji Koli (eyewitness, panch) to be ready.
mudat 23/6/26
""")
u("backlog/2026-06/laxmiben AW1 23.06.txt", "typed_note_txt", L, "2026-06-23", ["C07"], ["C07-H04"], """
23.06.26 tue  MACT Bhuj - Laxmiben (Dudhai accident)
AW1 Laxmiben Devshi Rabari - affidavit in chief; 3 children (16, 13, 9).
Cross by Maru: she said Devshi kept 22 buffaloes and sold milk to Sarhad Dairy mandli at Dudhai - about Rs. 15,000
a month; mandli passbook produced. Admitted no income-tax return. Denied that he never wore a helmet - "helmet
gaadi par latkavelu hatu".
Saheb again asked Maru about an offer. Maru: after AW2.
mudat 25/8/26 - AW2 Dhanji Koli
""")
u("backlog/2026-08/MACP 188-2025 rojkam 25.08.2026.pdf", "certified_order_sheet_scan", "MACT (Main), Kutch at Bhuj", "2026-08-28", ["C07"], ["C07-H05"], """
IN THE MOTOR ACCIDENT CLAIMS TRIBUNAL (MAIN), KUTCH AT BHUJ
M.A.C.P. NO. 188 OF 2025
ROJKAM    Date: 25/08/2026
Claimants' advocate Shri P. V. Gajra present. Opponent no. 3 (insurer)'s advocate Shri K. M. Maru present.
AW2 Dhanji Valji Koli examined at Exh. 41 and cross-examined by the insurer. He deposed that the trailer, while
overtaking a truck, came onto the wrong side and hit the motorcycle, and that the rider was going straight.
Claimants close their evidence by pursis Exh. 43. The insurer is directed to state whether it makes any offer of
settlement and to lead its evidence. Adj. to 13/10/2026.
                                                     (P. L. Solanki)
                                       Presiding Officer, MACT (Main), Kutch at Bhuj
""")
u("backlog/2026-10/Laxmiben MACT offer 13-10.docx", "typed_note_docx", L, "2026-10-13", ["C07"], ["C07-H06"], """
13/10/2026 - MACP 188/2025 - Laxmiben - MACT Bhuj
Maru (insurer) made an offer of Rs. 14,50,000 in full and final settlement (deducting 20% for no helmet).
Laxmiben + her brother Valji - declined: want at least Rs. 22 lakh. I advised the offer is low: income 15,000,
age 41, multiplier 14, 4 dependants - comes to about 25 lakh without deduction.
Solanki saheb recorded the offer and the refusal. Insurer's evidence: Maru will examine their investigator
(Shri Mehul Pandya, Ahmedabad) and the policy clerk.
mudat 03/12/2026
""")
u("backlog/2026-12/20261203_141522.jpg", "handwritten_note_photo", L, "2026-12-03", ["C07"], ["C07-H07"], """
3/12/26  MACT - Laxmiben
Insurer's investigator Mehul Pandya gerhajar - Maru: "investigator Ahmedabad thi aavi na shakya".
Solanki saheb: last chance to the insurer, else evidence closed. Again asked - offer increase? Maru: will try.
mudat 19/01/2027
""")

# ---------------- week plan and cause list
u("backlog/2026-12/Plan 7-18 Dec.docx", "typed_note_docx", L, "2026-12-05", ["C03", "C06", "C05", "C01", "C04", "C07"], [], """
PLAN - 7 to 18 December 2026
Mon 7/12  BHUJ
  - Ct 7 Vyas madam: Vandh RCS 214/25 - Exh. 47 (court commissioner) arguments + PE. Carry photos of the 30
    fencing poles (20.10), panchayat tharav (gauchar), 7/12 of s.no. 44. Salim + Haji Ismail + Abdulla 10.30.
  - Family Ct Joshi madam: Zubeda 144 BNSS - final arguments. Written notes of arguments ready; arrears chart
    (Rs. 30,000 due); Anwar's cross (tempo EMI Rs. 11,200); school fee receipts.
Tue 8/12  GANDHIDHAM - Khodiyar cheque case - DW1 Imran cross. Khushbu to go; cross questions in file.
Wed 9/12 - Fri 11/12: HC compilation for Umiya Lavan - muster of agariyas, deposit receipt 18.3.26, panchnama reply.
Mon 14/12 HC AHMEDABAD Ct 11: Umiya Lavan SCA - FINAL HEARING. Leave Sunday night by Kutch Express? (or bus).
Pending:
- Gitaben: D2 evidence on 12/01/2027 - prepare cross of Dinesh on the will.
- Laxmiben MACT 19/01/2027 - insurer's last chance; ask for enhanced offer.
- Jay Ambe: undertaking filed 03/11; fees bill.
""")
u("backlog/2026-12/causelist family court bhuj 07-12-2026.pdf", "cause_list_pdf", "Family Court, Kutch at Bhuj", "2026-12-05", ["C06"], [], """
FAMILY COURT, KUTCH AT BHUJ - DAILY CAUSE LIST
Date: 07/12/2026 (Monday)        Presiding Judge: Smt. H. R. Joshi, Principal Judge
Sr.  Case No.               Parties                                       Stage
1    HMP/233/2025          Nirmala Ashok Gor vs Ashok Pravin Gor          Counsellor report
2    CRMA/412/2025         Zubeda Anwar Kumbhar vs Anwar Ismail Kumbhar   Final arguments
3    CRMA/508/2025         Hansaben Mavji Patel vs Mavji Ratna Patel      Evidence
4    HMP/041/2026          Farida Salim Sumra vs Salim Haroon Sumra       Reply
5    Guardian/12/2026      Rakesh Bhanji Chavda vs Jyoti Rakesh Chavda    Interim custody
""")
