"""The uploads of the Kollam practice: what Adv. Sreekumar, his junior Athira and his clerk Sasidharan kept."""

L, J, K = "R. Sreekumar", "Athira Mohan", "Sasidharan Pillai (clerk)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2029-09/ID 21-2029 reference order.pdf", "document_scan", "Government of Kerala, Labour and Skills (E) Department", "2029-09-12", ["C01"], [], """
GOVERNMENT OF KERALA - Labour and Skills (E) Department
G.O.(Rt) No. 1874/2029/LBR   Dated, Thiruvananthapuram, 12.09.2029
ORDER - Reference u/s 10(1)(c) of the Industrial Disputes Act, 1947 to the Industrial Tribunal, Kollam
Parties: Management of M/s Sreekrishna Cashew Exports, Kundara, and its workmen represented by the Kundara Cashew
Thozhilali Union.
Issue: Whether the lay-off of 34 workers (shelling and peeling sections) from 04.03.2029 without notice or
compensation is justified? If not, to what relief, including lay-off compensation and unpaid wages, are they entitled?
                                             By order of the Governor, Under Secretary
""")
u("backlog/2029-08/plaint OS 412 Clappana.docx", "typed_note_docx", L, "2029-08-20", ["C02"], [], """
BEFORE THE HON'BLE MUNSIFF'S COURT, KARUNAGAPPALLY
O.S. No. ____ / 2029
Plaintiffs: 1. Lalitha Bhai, 2. Sobhana, 3. Radhamani (daughters of late K. Raghavan Pillai), Clappana
Defendant: Mohanan Pillai s/o late K. Raghavan Pillai, 'Raghava Mandiram', Clappana (now at Dubai)
PLAINT FOR PARTITION
The plaint schedule property, 42 cents in Sy. No. 218/4 of Clappana village with a two-storeyed house, belonged to
late K. Raghavan Pillai, who died intestate on 02.11.2026. The plaintiffs and defendant are his only legal heirs and
each entitled to 1/4 share. The defendant, who returned from the Gulf, is in sole possession and refuses partition.
Value of the suit for court fee: Rs. 4,20,000 (1/4 share), court fee paid u/s 37(2) of the Kerala Court Fees and
Suits Valuation Act. Plaintiffs pray for partition by metes and bounds and mesne profits.
""")
u("backlog/2029-05/lawyer notice Fathima Textiles.docx", "typed_note_docx", L, "2029-05-06", ["C03"], [], """
R. SREEKUMAR, B.A., LL.B., Advocate, Kollam                         Dated: 06.05.2029
To: Sri. Salim, Managing Partner, M/s Fathima Textiles, Door No. KMC/XII/417, Main Road, Chinnakada, Kollam
Sub: Notice on behalf of N. Abdul Rasheed, your landlord
My client let out the shop room on a monthly rent of Rs. 14,000 from 01.04.2023. You have not paid rent since
May 2028 and are in arrears of Rs. 1,68,000 for 12 months. My client's son Faisal, returning from Saudi Arabia, needs
the room for a mobile phone shop. You are called upon to pay the arrears and vacate within one month, failing which
eviction proceedings will be taken under the Kerala Buildings (Lease and Rent Control) Act, 1965.
""")
u("backlog/2029-09/IMG_20290914_112204.jpg", "document_photo", "South Indian Bank, Kottiyam", "2029-08-02", ["C04"], [], """
THE SOUTH INDIAN BANK LTD.   Branch: Kottiyam
RETURN MEMO                                          Date: 02.08.2029
Cheque No. 771064 dated 29.07.2029 for Rs. 4,80,000/- drawn by Binu Lal on SB A/c 0712xxxxxxx
Presented by Sree Bhadra Chitties (P) Ltd.
Returned for the reason: 01 - FUNDS INSUFFICIENT
""")
u("backlog/2029-09/kuri variola Binu.pdf", "document_scan", "Sree Bhadra Chitties (P) Ltd", "2029-09-20", ["C04"], [], """
SREE BHADRA CHITTIES (P) LTD., KOTTIYAM - Regd. under the Kerala Chitties Act, 1975
Chitty No. SB/17/2027   Sala: Rs. 10,00,000   Instalments: 40 x Rs. 25,000
Subscriber: Binu Lal, Ticket No. 9.   Prized at the 14th auction (20.05.2029), prize amount paid Rs. 7,60,000.
Security for future instalments: cheque no. 771064 for Rs. 4,80,000 and surety Smt. Ajitha.
Future instalments due after prize: 26. Default from the 16th instalment.
""")
u("backlog/2029-07/gold list Divya.jpg", "document_photo", "Divya S.", "2029-07-10", ["C05"], [], """
Marriage 14.02.2025 - Gold given (Bhima bill + amma's list)
Thali mala 8 pavan, palakka mala 10 pavan, 12 vala - 24 pavan, kammal 4 pavan, aranjanam 6 pavan, mothiram 4 pavan,
others 6 pavan - total 62 pavan. Ammayiamma kept in locker "for safety". 38 pavan pledged Muthoot Kundara? (Anoop)
""")
u("backlog/2029-07/discharge summary Shaji.pdf", "document_scan", "District Hospital, Kollam - Dept. of Orthopaedics", "2029-06-24", ["C06"], [], """
DISTRICT HOSPITAL, KOLLAM - DISCHARGE SUMMARY   IP No. 8812/29
Name: Shaji Yohannan, 41 M, Chavara   DOA: 11.06.2029   DOD: 24.06.2029
Diagnosis: Fracture shaft of right femur; abrasions. H/o RTA - private bus hit two-wheeler at Chavara NH 66.
Procedure: ORIF with interlocking nail on 13.06.2029. Advice: non-weight bearing 8 weeks, review OP.
""")
u("backlog/2030-06/excise occurrence report Punalur.pdf", "document_scan", "Excise Range Office, Punalur", "2030-05-28", ["C07"], [], """
EXCISE RANGE OFFICE, PUNALUR - Crime No. 412/2030   Date: 28.05.2030
Under Sections 55(a) and 55(g) of the Abkari Act
Accused: Biju @ Chandi Biju, aged 44, s/o Karunakaran, Kallada House, Karavaloor, Punalur
Seized: 35 litres of wash in a plastic barrel and 2 litres of arrack in a can, from the back yard of the accused's
house at about 5.30 PM. Accused arrested and produced before the JFCM, Punalur. Sample sent for chemical analysis.
                                                    Excise Inspector, Punalur
""")
u("backlog/2030-02/boat partnership agreement.jpg", "document_photo", "Joseph Alphonse", "2030-02-14", ["C08"], [], """
KARAR (agreement) 01.08.2026 - Neendakara
Joseph Alphonse and Sebastian Lopez jointly own the boat 'St. Antony' (IND-KL-02-MM-xxxx), engine 120 HP, and the
ring-seine net (thangu vala). Share 50:50. Catch auctioned at Neendakara harbour, after diesel, ice and crew bata the
balance divided equally each week. Neither partner shall take the boat out without informing the other.
Witnesses: Fr. Xavier (St. Sebastian Church), Antony (crew).
""")

# ---------------- C01 Kundara cashew ID
u("backlog/2030-01/IMG_20300116_153012.jpg", "handwritten_note_photo", L, "2030-01-16", ["C01"], ["C01-H01"], """
16/1/30  Ind. Tribunal Kollam - Gopakumar sir
ID 21/29 Kundara cashew (Sreekrishna)
Mgt WS filed - Mohandas: "no raw nuts from Africa, so lay-off forced", no compensation admitted.
Tribunal: produce muster roll & wage register 2028-29. Ponnamma chechi happy.
NDOH 20.2.30
""")
u("backlog/2030-02/ID 21 notes 20.02.docx", "typed_note_docx", L, "2030-02-20", ["C01"], ["C01-H02"], """
20.02.2030 - I.D. 21/2029 Kundara Cashew Thozhilali Union v. Sreekrishna Cashew Exports - Industrial Tribunal
Mohandas for mgt: records "with the auditor at Ernakulam", sought a month. Granted, over our objection.
Gopakumar sir again: "muster roll and wage register must come, otherwise adverse inference."
Ponnamma says 34 workers, all women, most above 50 - gratuity also pending (separate PG applications, later).
Next 20.03.2030.
""")
u("backlog/2030-03/ID 21-2029 proceedings 20.03.2030.pdf", "certified_order_sheet_scan", "Industrial Tribunal, Kollam", "2030-03-22", ["C01"], ["C01-H03"], """
BEFORE THE INDUSTRIAL TRIBUNAL, KOLLAM
Present: Sri. P. Gopakumar, Industrial Tribunal
I.D. No. 21/2029
Dated this the 20th day of March, 2030
Union by Adv. R. Sreekumar. Management by Adv. G. Mohandas.
Management produced the muster roll for 2028-29. Wage register not produced. Counsel for the management seeks
further time. This is the second occasion. One more chance is given; failure will entail an adverse inference.
Call on 19.06.2030 for evidence of the union.
                                                           Industrial Tribunal
""")
u("backlog/2030-06/WW1 Ponnamma chief 19.6.txt", "typed_note_txt", L, "2030-06-19", ["C01"], ["C01-H04"], """
19.6.30 IT Kollam - Kundara cashew
WW1 K. Ponnamma (secretary) proof affidavit. Exts W1 to W6 marked (reference order, union letters, notice of
lay-off pasted on gate dt 04.03.2029, ESI contribution list, 2 wage slips).
Wage register still not produced - ask for adverse inference in args.
Cross next date. NDOH 24.7.
""")
u("backlog/2030-07/Ponnamma cross 24-07-2030.docx", "typed_note_docx", L, "2030-07-24", ["C01"], ["C01-H05"], """
24.07.2030 - ID 21/2029 - WW1 cross by Mohandas (about 1 hr)
- Admitted factory closed from 04.03.2029, says no raw nut came after Feb 2029 - "mutalali said no container".
- Last daily wage Rs. 412 (shelling) - as per minimum wages notification; she was there 23 years.
- Suggestion: workers went to another factory at Mukhathala - denied, "only 6 of us got casual work".
Good witness. Next 25.09.2030 - WW2 Sarasamma.
""")
u("backlog/2030-09/20300925_162207.jpg", "handwritten_note_photo", L, "2030-09-25", ["C01", "C03"], ["C01-H06"], """
25/9 IT - Kundara cashew
WW2 Sarasamma examined; cross short. Gopakumar sir: "why not talk before the conciliation officer once more?"
Mgt agreed - talks at DLO office Kollam 14.10. ND 27.11.30.
* Rasheed RCP - Faisal called, asked if args date fixed. told him Nov 21 RW cross first.
""")
u("backlog/2030-11/register 27-11-2030.jpg", "handwritten_note_photo", K, "2030-11-27", ["C01"], ["C01-H07"], """
27.11.2030 ബുധൻ
ഇൻഡസ്ട്രിയൽ ട്രിബ്യൂണൽ - ID 21/2029 കുണ്ടറ കശുവണ്ടി യൂണിയൻ
ചർച്ച പരാജയപ്പെട്ടു. മാനേജ്മെന്റ് സാക്ഷി (MW1 മാനേജർ) ഹാജരായില്ല.
മോഹൻദാസ് വക്കീൽ സമയം ചോദിച്ചു.
അടുത്ത തീയതി 21.01.2031
- ശശിധരൻ
""")

# ---------------- C02 Clappana partition (Karunagappally) - mostly Athira
u("backlog/2030-02/Clappana WS 28.2.txt", "typed_note_txt", L, "2030-02-28", ["C02"], ["C02-H02"], """
28.2.30 Karunagappally Munsiff - OS 412/29 Clappana partition
WS by Mohanan (through Shibu Jacob): says he built the house in 2012-14 with Rs. 18 lakh from his Dubai salary, so
house is his; only land partible. Claims equity.
Munsiff madam referred to mediation - ADR centre Kollam, 16.3.30. ND 28.3.30.
Lalitha chechi angry: "achan's house alle!"
""")
u("backlog/2030-06/OS 412-2029 order 13.06.2030.pdf", "certified_order_sheet_scan", "Munsiff's Court, Karunagappally", "2030-06-15", ["C02"], ["C02-H04"], """
IN THE COURT OF THE MUNSIFF, KARUNAGAPPALLY
Present: Smt. Jisha Thomas, Munsiff
O.S. No. 412 of 2029
13.06.2030
I.A. No. 1180/2030 for appointment of an Advocate Commissioner. Allowed. Adv. Sunitha Rani is appointed to
inspect, measure and prepare a plan of the plaint schedule property with the help of the Taluk Surveyor,
Karunagappally, and to report on the house and its age. Batta of Rs. 7,500 to be deposited by the plaintiffs. Report
by 22.08.2030.
                                                                Munsiff
""")
u("backlog/2030-10/Lalitha commission report notes.docx", "typed_note_docx", L, "2030-10-17", ["C02"], ["C02-H06"], """
17.10.2030 - OS 412/29 Lalitha v. Mohanan - Karunagappally
Commission report + surveyor's plan filed. Property is 40.5 cents, not 42 (road widening took 1.5 cents).
House 1,850 sq ft, two storeys; ground floor old (about 1985), first floor newer (2013) - helps Mohanan partly.
Shibu Jacob sought time to file objection. ND 12.12.2030.
""")
u("backlog/2030-01/WhatsApp Chat with Athira Jr.txt", "whatsapp_export", J, "2030-08-22", ["C02", "C04", "C08"], ["C02-H01", "C02-H03", "C04-H01", "C08-H02", "C02-H05"], """
14/01/30, 11:48 - Athira Jr: Sir kuri cheque case - Binu vannu, bail aayi. 143A petition file cheythu. ND 11/2
14/01/30, 11:50 - Sreekumar Adv: ok good
24/01/30, 12:35 - Athira Jr: Sir Karunagappally - Mohanan Dubai-il aanu, Shibu Jacob vakalath itt, WS-nu time chodichu. ND 28/2
24/01/30, 12:36 - Athira Jr: Munsiff madam parayunnu next date WS illenkil ex parte
06/03/30, 13:10 - Athira Jr: Sir boat case - Sebastian vannu, counter file cheythu. Avarkku 50% share undennu, net-nu 6 lakh koduthu ennu parayunnu. ND 27/3
06/03/30, 13:12 - Sreekumar Adv: Net bill chodikkanam. Joseph-ine vilikku
28/03/30, 12:02 - Athira Jr: Sir Clappana - mediation failed, Mohanan vannilla (Dubai). Issues frame cheythu. Commission application file cheythu. ND 13/6
22/08/30, 12:40 - Athira Jr: Sir Clappana commission nadannilla - Mohanan-te bharya gate poottiyittu. Commissioner report cheythu. Police aid order aayi. ND 17/10
22/08/30, 12:41 - Sreekumar Adv: 😡 ok. Lalitha chechiye ariyikku
""")
u("backlog/2030-12/WhatsApp Chat with Athira Jr (2).txt", "whatsapp_export", J, "2030-12-12", ["C02", "C06"], ["C02-H07", "C06-H03"], """
04/06/30, 12:15 - Athira Jr: Sir MACT Shaji - Medical Board nadannilla, DMO office list-il name vannilla. Adjourned. ND 30/7
04/06/30, 12:16 - Sreekumar Adv: DMO office-il poyi chodikku naale
12/12/30, 11:55 - Athira Jr: Sir Clappana - Shibu Jacob veendum "client Dubai-il" ennu. Objection file cheythilla. Madam 1500 cost ittu. ND 28/1/31
12/12/30, 11:57 - Sreekumar Adv: randaam thavana aanu abroad ennu paranju time. Note it.
""")

# ---------------- C03 Chinnakada RCP
u("backlog/2030-01/RCP 38 counter 10.1.txt", "typed_note_txt", L, "2030-01-10", ["C03"], ["C03-H01"], """
10.1.30 RCC Kollam - RCP 38/29 Rasheed v. Fathima Textiles
Counter by Rajendran Nair: rent is Rs. 9,000 not 14,000 (no written lease!), need of son not bona fide.
Filed s. 12 petition - deposit of arrears.
ND 7.2.30
""")
u("backlog/2030-02/RCP 38-2029 order on IA s12 07.02.2030.pdf", "certified_order_sheet_scan", "Rent Control Court, Kollam", "2030-02-08", ["C03"], ["C03-H02"], """
BEFORE THE RENT CONTROL COURT (PRINCIPAL MUNSIFF), KOLLAM
Present: Sri. Anoop Chandran, Rent Control Court
R.C.P. No. 38 of 2029
I.A. No. 210/2030 under Section 12 of Act 2 of 1965
07.02.2030
The respondent-tenant admits a rent of Rs. 9,000 per month. He is directed to deposit the admitted arrears of
Rs. 1,08,000 (twelve months at Rs. 9,000) within one month and to continue to pay or deposit the admitted rent every
month, failing which further proceedings shall be stopped under Section 12(3). Call on 14.03.2030.
                                                           Rent Control Court
""")
u("backlog/2030-03/IMG-20300314-WA0007.jpg", "handwritten_note_photo", K, "2030-03-14", ["C03"], ["C03-H03"], """
14.03.2030 വ്യാഴം - റെന്റ് കൺട്രോൾ കോടതി
RCP 38/2029 റഷീദ് - ഫാത്തിമ ടെക്സ്റ്റൈൽസ്
വാടകക്കാരൻ 1,08,000 രൂപ കെട്ടിവച്ചു.
PW1 റഷീദ് ചീഫ് അഫിഡവിറ്റ് ഫയൽ ചെയ്തു.
അടുത്ത തീയതി 06.06.2030
""")
u("backlog/2030-06/Rasheed PW1 cross 6 June.docx", "typed_note_docx", L, "2030-06-06", ["C03"], ["C03-H04"], """
06.06.2030 - RCP 38/2029 - PW1 Rasheed cross by Rajendran Nair
- Son Faisal working in Riyadh, coming back Dec 2030, wants mobile phone shop - "he has no other room".
- Admitted he owns another room at Kadappakada, but let out to Kerala Gramin Bank since 2019. Explained.
- Rent 14,000: no deed; receipts book lost. Weak on arrears; strong on 11(3).
ND 11.7.30 - PW2 Faisal (he is on leave now, fortunately).
""")
u("backlog/2030-07/11.07 RCC and family court.txt", "typed_note_txt", L, "2030-07-11", ["C03", "C05"], ["C03-H05"], """
11/7/30
1) RCP Rasheed - PW2 Faisal examined; Rajendran Nair cross on his Riyadh job, Faisal said resigned w.e.f. 30.11.2030
   and showed resignation letter Ext A9. Also moved s. 12(3) petition: tenant has not paid rent for April-June.
   ND 19.9.30 for RW.
2) Divya - Sasankan called; Anoop not paid interim since May. Prepare arrears petition before 1 Aug.
""")
u("backlog/2030-09/RCP 38 RW1 19.09.txt", "typed_note_txt", L, "2030-09-19", ["C03"], ["C03-H06"], """
19.9.30 RCC - Rasheed v. Fathima Textiles
RW1 Salim chief: rent always 9,000 paid in cash, no receipt given by landlord; the shop has been there 7 years,
eviction will ruin 4 staff.
12(3) petition: he deposited 27,000 today for Apr-June, so madam... sorry, sir (Anoop Chandran) closed it.
ND 21.11 for RW1 cross.
""")
u("backlog/2030-11/RCP 38-2029 proceedings 21.11.2030.pdf", "certified_order_sheet_scan", "Rent Control Court, Kollam", "2030-11-22", ["C03"], ["C03-H07"], """
BEFORE THE RENT CONTROL COURT (PRINCIPAL MUNSIFF), KOLLAM
R.C.P. No. 38 of 2029
21.11.2030
RW1 cross-examined by the counsel for the petitioner. No further evidence on either side. Evidence closed.
Counsel for the respondent seeks time for arguments. Call on 21.01.2031 for arguments.
                                                           Rent Control Court
""")

# ---------------- C04 kuri cheque case
u("backlog/2030-02/ST 1140-2029 order 11.02.2030.pdf", "certified_order_sheet_scan", "JFCM-II, Kollam", "2030-02-12", ["C04"], ["C04-H02"], """
IN THE COURT OF THE JUDICIAL FIRST CLASS MAGISTRATE-II, KOLLAM
Present: Sri. Nikhil Raj, Judicial First Class Magistrate
S.T. No. 1140/2029
11.02.2030
Complainant represented. Accused present. Crl.M.P. No. 402/2030 under Section 143A of the N.I. Act allowed; the
accused shall pay interim compensation of Rs. 96,000 (20% of the cheque amount) within 60 days. Particulars of
the offence read over and explained; the accused pleaded not guilty. Complainant's evidence on 18.03.2030.
                                                           JFCM-II
""")
u("backlog/2030-03/register 18.3.2030.jpg", "handwritten_note_photo", K, "2030-03-18", ["C04", "C06"], ["C04-H03"], """
18.03.2030 തിങ്കൾ
JFCM-II കൊല്ലം - ST 1140/2029 ശ്രീഭദ്ര ചിട്ടീസ് - ബിനു ലാൽ (കുറി ചെക്ക്)
CW1 സുരേഷ് കുമാർ MD ചീഫ് അഫിഡവിറ്റ്. P1 മുതൽ P7 വരെ രേഖകൾ.
അടുത്ത തീയതി 17.06.2030
(MACT ഷാജി - 05.03 ന് Medical Board ന് അയച്ചു, അടുത്ത തീയതി 04.06.2030)
""")
u("backlog/2030-06/kuri case 17.6.txt", "typed_note_txt", L, "2030-06-17", ["C04"], ["C04-H04"], """
17.6.30 JFCM-II - Binu kuri cheque
96,000 interim compensation NOT deposited (60 days over in April). Pointed out - Nikhil Raj sir: "will consider
under 143A(5), recover as fine" - no order yet.
Liji Varghese sought time for cross of CW1, "Binu in hospital". Granted. ND 22.7.30
""")
u("backlog/2030-07/CW1 cross Suresh 22-07-2030.docx", "typed_note_docx", L, "2030-07-22", ["C04"], ["C04-H05"], """
22.07.2030 - ST 1140/2029 Sree Bhadra Chitties v. Binu Lal - CW1 Suresh Kumar cross (Liji Varghese)
- Defence: the cheque was a blank signed security cheque taken at the time of joining kuri SB/17/2027 in 2027, amount
  filled later. Suresh: "it was given after the prize, for future instalments, as per the security bond".
- Admitted the amount was written in a different ink. Explained: filled by Binu's surety Ajitha in office.
- Binu paid 15 instalments after the prize? No - paid only 1 (15th); default from 16th.
ND 16.9.30 - CW2 bank.
""")
u("backlog/2030-09/IMG_20300916_122418.jpg", "handwritten_note_photo", L, "2030-09-16", ["C04"], ["C04-H06"], """
16/9 JFCM-II
Binu kuri - CW2 Deepthi, Asst. Manager SIB Kottiyam, proved return memo & statement Ext P8, P9. No cross really.
CE closed. ND 18.11.30 - 313.
""")
u("backlog/2030-11/ST 1140 313 18.11.txt", "typed_note_txt", L, "2030-11-18", ["C04"], ["C04-H07"], """
18.11.30 - kuri cheque (Binu) JFCM-II
Accused questioned u/s 313 CrPC. Says "security cheque, no liability". Wants defence evidence - DW1 himself + DW2
surety Ajitha (!). 96,000 still not paid - moved petition to recover as fine under 143A(5).
ND 23.1.31 for DE.
""")

# ---------------- C05 Divya family court
u("backlog/2030-01/Divya FC 17.1.txt", "typed_note_txt", L, "2030-01-17", ["C05"], ["C05-H01"], """
17.1.30 Family Court Kollam - OP 611/29 + MC 244/29 Divya v. Anoop
Counselling failed - counsellor's report: husband wants her back without the child's custody issue; wife refuses.
Filed IA for interim maintenance (she and the 3 year old son Adwaith). Judge asked about the child first.
ND 21.2.30
""")
u("backlog/2030-02/MC 244-2029 interim order 21.02.2030.pdf", "certified_order_sheet_scan", "Family Court, Kollam", "2030-02-22", ["C05"], ["C05-H02"], """
IN THE FAMILY COURT, KOLLAM
Present: Smt. Beena Kumari, Judge
M.C. No. 244 of 2029 (with O.P. No. 611 of 2029)
21.02.2030
The respondent is working as a sales executive in a car showroom at Kottiyam drawing about Rs. 35,000 per month.
Pending disposal, he shall pay interim maintenance of Rs. 6,000 per month to the petitioner and Rs. 4,000 per month
to the minor child, from the date of the petition, on or before the 10th of every month. The O.P. and the M.C. to be
tried jointly. Evidence on 21.03.2030.
                                                           Judge, Family Court
""")
u("backlog/2030-03/20300321_143355.jpg", "handwritten_note_photo", L, "2030-03-21", ["C05"], ["C05-H03"], """
21.3.30 FC Kollam
Divya - joint trial OP + MC. PW1 Divya chief affidavit: 62 sovereigns (pavan) gold, list Ext A1, Bhima bills A2.
Cross deferred - Saji Kumar asked time. ND 20.6.30
Judge - "child's school?" - LKG at Eravipuram, told.
""")
u("backlog/2030-06/Divya PW1 cross 20.06.2030.docx", "typed_note_docx", L, "2030-06-20", ["C05"], ["C05-H04"], """
20.06.2030 - OP 611/29 - PW1 Divya cross by Saji Kumar (40 min)
- Suggestion: gold pledged with her consent to buy the car (Swift, 2026) - DENIED. She said 38 sovereigns were
  pledged at Muthoot Kundara without her knowledge; she saw the pawn tickets in Anoop's bag.
- Suggestion: she left on her own on 02.01.2029 - she said she was sent away after a fight over dowry balance.
Stood firm. ND 01.08.2030 PW2 father.
""")
u("backlog/2030-08/register 1-8-2030.jpg", "handwritten_note_photo", K, "2030-08-01", ["C05"], ["C05-H05"], """
01.08.2030 വ്യാഴം - കുടുംബ കോടതി കൊല്ലം
ദിവ്യ - അനൂപ് (OP 611/2029, MC 244/2029)
PW2 ശശാങ്കൻ (അച്ഛൻ) വിസ്താരം കഴിഞ്ഞു. ഭീമ ജ്വല്ലറി ബില്ലുകൾ.
ഇടക്കാല ചിലവ് കുടിശ്ശിക 30,000 രൂപ - ഹർജി ഫയൽ ചെയ്തു.
അടുത്ത തീയതി 03.10.2030
""")
u("backlog/2030-10/FC 3 oct.txt", "typed_note_txt", L, "2030-10-03", ["C05"], ["C05-H06"], """
3.10.30 FC - Divya
Anoop absent - Saji Kumar: "he is in Bangalore for a training". Judge not happy; directed arrears Rs. 30,000 to be
paid before next date, else warrant. Asked after Adwaith again.
ND 5.12.30 RW1.
""")
u("backlog/2030-12/Divya RW1 05.12.txt", "typed_note_txt", L, "2030-12-05", ["C05"], ["C05-H07"], """
05.12.2030 FC Kollam - Divya v. Anoop
Anoop present. Paid arrears Rs. 30,000 by DD in court. RW1 chief affidavit filed - says gold was kept by Divya
herself in her father's house.
Cross deferred at our request (need Muthoot pawn ticket copies - RTI/ summons). ND 24.01.2031.
""")
u("backlog/2030-07/WhatsApp Chat with Divya.txt", "whatsapp_export", "Divya S.", "2030-12-06", ["C05"], [], """
09/07/30, 21:02 - Divya Eravipuram: Sir, Anoop May muthal chilavu thannittilla 😔
09/07/30, 21:10 - Sreekumar Adv: Note cheythu. Aug 1-nu petition kodukkam. Achan-nodu bill ellam kondu varaan parayu.
06/12/30, 08:15 - Divya Eravipuram: Sir innale 30,000 kitti. Thank you sir. Next date?
06/12/30, 08:20 - Sreekumar Adv: 24 January. Muthoot receipt-nte photo undenkil ayakku.
""")

# ---------------- C06 Shaji MACT
u("backlog/2030-01/MACT Shaji 29.1.docx", "typed_note_docx", L, "2030-01-29", ["C06"], ["C06-H01"], """
29.01.2030 - OP(MV) 1290/2029 Shaji Yohannan v. Nizar & ors - MACT Kollam (Shaji Mathew sir)
R1 Nizar (driver, bus 'Ammu') and R2 owner - no appearance, set ex parte? - next date.
R3 insurer (United India) by Preetha Menon: counter - contributory negligence, scooter overtook on the left near
Chavara bridge; also disputes income Rs. 22,000 pm (electrician, no ITR).
ND 5.3.30.
""")
u("backlog/2030-03/MACT Shaji issues 5.3.txt", "typed_note_txt", L, "2030-03-05", ["C06"], ["C06-H02"], """
5/3/30 MACT - Shaji
Issues framed. Tribunal: claimant to appear before the District Medical Board for disability assessment - letter
given. R1, R2 set ex parte. ND 4.6.30.
""")
u("backlog/2030-07/disability certificate Shaji.pdf", "document_scan", "District Medical Board, Kollam", "2030-07-18", ["C06"], [], """
DISTRICT MEDICAL BOARD, KOLLAM - DISABILITY CERTIFICATE No. DMB/2030/611   Date: 18.07.2030
Name: Shaji Yohannan, 42 M. Condition: united fracture shaft right femur with shortening 1.5 cm, restricted knee
flexion. Permanent physical disability: 18% (eighteen percent) of the right lower limb.
                                                    Chairman, Medical Board
""")
u("backlog/2030-07/IMG_20300730_110541.jpg", "handwritten_note_photo", L, "2030-07-30", ["C06"], ["C06-H04"], """
30/7/30 MACT Kollam
Shaji - Board cert. 18% filed. PW1 Shaji chief affidavit - electrician, Rs. 22,000 pm, off work 7 months.
Cross next date. ND 8.10.30
""")
u("backlog/2030-10/MACT 8 oct Shaji cross.docx", "typed_note_docx", L, "2030-10-08", ["C06"], ["C06-H05"], """
08.10.2030 - MACT Kollam - Shaji PW1 cross by Preetha Menon
- "you overtook the bus on the left?" - denied; said bus came from behind and hit while he was waiting to turn.
- No licence for electrician work? - has KSEB wireman licence, Ext A11.
Shaji Mathew sir suggested adalath: insurer offered Rs. 3,40,000 - too low for 18% and femur; declined on
Shaji's instructions.
ND 3.12.30 - PW2 doctor.
""")
u("backlog/2030-12/MACT 1290-2029 proceedings 03.12.2030.pdf", "certified_order_sheet_scan", "MACT, Kollam", "2030-12-04", ["C06"], ["C06-H06"], """
BEFORE THE MOTOR ACCIDENTS CLAIMS TRIBUNAL, KOLLAM
Present: Sri. Shaji Mathew, Additional District Judge
O.P.(MV) No. 1290 of 2029
03.12.2030
PW2 Dr. Rekha S., Orthopaedic Surgeon, District Hospital Kollam, examined and cross-examined. Ext X1 (case sheet)
marked. Counsel for the claimant closes evidence. Evidence of the 3rd respondent-insurer on 04.02.2031.
                                                           Tribunal
""")

# ---------------- C07 Chandi Biju abkari bail (HC)
u("backlog/2030-06/Biju bail HC 12.6.txt", "typed_note_txt", L, "2030-06-12", ["C07"], ["C07-H01"], """
12.6.30 HC Ernakulam - Ct 6 Harikrishnan J - B.A. 3381/2030 Chandi Biju (Punalur excise)
Admitted. PP Renji Mathew to get instructions. Judge: "what is the quantity? where is the CA report?"
Called for the chemical analysis report. ND 26.6.30.
Sheeja (wife) came up to Ernakulam, told her 26th.
""")
u("backlog/2030-06/WhatsApp Chat with Sheeja Punalur.txt", "whatsapp_export", "Sheeja", "2030-07-15", ["C07"], ["C07-H02", "C07-H04"], """
26/06/30, 15:30 - Sreekumar Adv: Sheeja, innu CA report vannilla. Judge quantity chodichu - 35 litre wash, 2 litre charayam. Adutha date July 8.
26/06/30, 15:42 - Sheeja Punalur: sheri sir. Chettan jail-il valare budhimuttilaanu
15/07/30, 12:10 - Sreekumar Adv: Bail kitti! 50,000 bond, randu surety. Ella Saturday-um Punalur excise office-il report cheyyanam.
15/07/30, 12:14 - Sheeja Punalur: 🙏🙏 thank you sir. Surety aarokke venam?
15/07/30, 12:20 - Sreekumar Adv: Randu per, Punalur-il thaamasikkunnavar, land tax receipt venam.
""")
u("backlog/2030-07/BA 3381-2030 note 8 july.docx", "typed_note_docx", L, "2030-07-08", ["C07"], ["C07-H03"], """
08.07.2030 - HC - B.A. No. 3381/2030 - Harikrishnan J
CA report received: ethyl alcohol 32.4% v/v in the arrack sample; wash positive.
PP opposed: accused had an earlier abkari case, Crime 88/2027 Punalur range (s. 8) - I said acquitted in 2028,
produced copy. Judge: "quantity is small for 55(a)... but 55(g) too." Reserved; orders on 15.07.2030.
In custody since 28.05.2030.
""")
u("backlog/2030-07/BA 3381 of 2030 order 15.07.2030.pdf", "certified_order_sheet_scan", "High Court of Kerala", "2030-07-16", ["C07"], ["C07-H04"], """
IN THE HIGH COURT OF KERALA AT ERNAKULAM
PRESENT: THE HONOURABLE MR. JUSTICE V. HARIKRISHNAN
MONDAY, THE 15TH DAY OF JULY 2030
BAIL APPL. NO. 3381 OF 2030
CRIME NO. 412/2030 OF EXCISE RANGE OFFICE, PUNALUR
PETITIONER/ACCUSED: BIJU @ CHANDI BIJU   BY ADV. R. SREEKUMAR
RESPONDENT: STATE OF KERALA   BY SRI. RENJI MATHEW, PUBLIC PROSECUTOR
ORDER
The petitioner has been in custody since 28.05.2030. The chemical analysis report has been received. Considering the
quantity and the period of custody, the petitioner shall be released on bail on executing a bond for Rs. 50,000
with two solvent sureties each for the like sum to the satisfaction of the jurisdictional court; he shall report
before the Excise Inspector, Punalur every Saturday between 10 AM and 11 AM until the final report is filed.
The bail application is allowed.                                        Sd/- V. HARIKRISHNAN, JUDGE
""")

# ---------------- C08 Neendakara boat suit
u("backlog/2030-02/OS 96 boat IA 20.2.txt", "typed_note_txt", L, "2030-02-20", ["C08"], ["C08-H01"], """
20.2.30 Addl. Munsiff Kollam - OS 96/2030 Joseph v. Sebastian (St. Antony boat)
IA 402/30 for temporary injunction moved. Ad interim injunction: defendant restrained from taking the boat out of
Neendakara harbour without informing plaintiff and without accounting. Notice to defendant. ND 6.3.30.
Joseph: "Sebastian took boat 3 times in Jan, sold catch at Sakthikulangara, gave nothing."
""")
u("backlog/2030-03/OS 96-2030 order IA 402 27.03.2030.pdf", "certified_order_sheet_scan", "Additional Munsiff's Court, Kollam", "2030-03-28", ["C08"], ["C08-H03"], """
IN THE COURT OF THE ADDITIONAL MUNSIFF, KOLLAM
Present: Sri. Arun Babu, Additional Munsiff
O.S. No. 96 of 2030 - I.A. No. 402/2030
27.03.2030
Heard both sides. The boat is the livelihood of both partners and its crew; it shall not lie idle. The boat may be
operated by either party with notice to the other; the catch shall be auctioned only at the Neendakara harbour and
the net proceeds, after diesel, ice and crew bata, shared 50:50 as per the karar. Each party to file monthly
accounts with the auction slips. The ad interim order is modified accordingly. Call on 17.07.2030.
                                                           Additional Munsiff
""")
u("backlog/2030-07/register 17.07.2030.jpg", "handwritten_note_photo", K, "2030-07-17", ["C08"], ["C08-H04"], """
17.07.2030 ബുധൻ - അഡീഷണൽ മുൻസിഫ് കോടതി കൊല്ലം
OS 96/2030 ജോസഫ് - സെബാസ്റ്റ്യൻ (സെന്റ് ആന്റണി ബോട്ട്)
ട്രോളിംഗ് നിരോധനം - ബോട്ട് കടലിൽ പോയില്ല, കണക്ക് ഇല്ല.
പള്ളി വഴി ഒത്തുതീർപ്പ് ചർച്ച (ഫാ. സേവ്യർ).
അടുത്ത തീയതി 16.10.2030
""")
u("backlog/2030-10/boat case 16 oct.txt", "typed_note_txt", L, "2030-10-16", ["C08"], ["C08-H05"], """
16/10/30 Addl Munsiff - St. Antony boat
Settlement reached at the parish (Fr. Xavier): Joseph to buy Sebastian's half share of boat + net for Rs. 7,25,000
in 3 instalments (3 lakh now, 2 lakh Dec, 2.25 lakh Feb). Compromise petition draft to be signed. ND 12.11.30.
""")
u("backlog/2030-11/OS 96-2030 compromise decree 12.11.2030.pdf", "certified_order_sheet_scan", "Additional Munsiff's Court, Kollam", "2030-11-13", ["C08"], ["C08-H06"], """
IN THE COURT OF THE ADDITIONAL MUNSIFF, KOLLAM
O.S. No. 96 of 2030
12.11.2030
Both parties present with counsel. Compromise petition I.A. No. 2260/2030 signed by the parties and counsel is
recorded. The defendant relinquishes his half share in the boat 'St. Antony' and the ring-seine net to the plaintiff
for a consideration of Rs. 7,25,000 payable in three instalments as stated therein. Suit decreed in terms of the
compromise. No costs.
                                                           Additional Munsiff
""")

# ---------------- correction, week plan, cause list, two-matter page
u("backlog/2030-12/correction Anoop ND.txt", "typed_note_txt", L, "2030-12-06", ["C05", "C06"], [], """
6/12 - tiruthal (correction)
Divya case: innale note-il ND 24.01.2031 ennu ezhuthi - athu sheri. BUT register-il Sasi 04.02.2031 ezhuthiyirikkunnu -
athu Shaji MACT-nte date aanu. Divya = 24.01.2031 (Friday). Shaji MACT = 04.02.2031. Bench clerk-ine vilichu confirm cheythu.
""")
u("backlog/2030-12/register 05-12-2030.jpg", "handwritten_note_photo", K, "2030-12-05", ["C05"], [], """
05.12.2030 - കുടുംബ കോടതി - ദിവ്യ കേസ്
അനൂപ് 30,000 രൂപ DD ആയി നൽകി. RW1 അഫിഡവിറ്റ്.
അടുത്ത തീയതി 04.02.2031 (?)
""")
u("backlog/2031-01/week plan 20-24 Jan.docx", "typed_note_docx", L, "2031-01-17", ["C01", "C03", "C04", "C05", "C02"], [], """
WEEK PLAN - 20 to 24 January 2031
Tue 21/1  Industrial Tribunal - Kundara cashew ID - MW1 manager cross. Need wage register notice copy + Ext W3.
          Rent Control Court - Rasheed RCP - ARGUMENTS. Faisal back from Riyadh 02.12 - get his joining affidavit.
Thu 23/1  JFCM-II - Binu kuri - DE (DW1 Binu, DW2 Ajitha). Press 143A(5) petition - 96,000 still unpaid.
Fri 24/1  Family Court - Divya - RW1 Anoop cross. Muthoot pawn ticket copies (summons returned?).
Next week: Tue 28/1 Karunagappally - Clappana objection to commission report (Athira).
Pending: PG applications of the Kundara workers (gratuity) - draft for 12 workers, not filed yet.
""")
u("backlog/2031-01/cause list IT Kollam 21.01.2031.pdf", "cause_list_pdf", "Industrial Tribunal, Kollam", "2031-01-20", ["C01"], [], """
INDUSTRIAL TRIBUNAL, KOLLAM - CAUSE LIST FOR TUESDAY, 21.01.2031
Sl.  Case No.        Parties                                                          Stage
1    ID 7/2028       Workmen of Kerala State Cashew Development Corporation Factory, Ayathil vs Management   Award
2    ID 21/2029      Kundara Cashew Thozhilali Union vs Sreekrishna Cashew Exports     Evidence (MW1)
3    ID 3/2030       Workmen vs M/s Vijayalakshmi Cashew Company, Kottiyam             Filing of claim statement
4    IA 11/2030 in ID 14/2029  Kollam Port Head Load Workers vs Stevedores Assn     Hearing
""")
