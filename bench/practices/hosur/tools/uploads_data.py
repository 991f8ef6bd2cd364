"""The uploads of the Hosur practice: what Anbarasan, his junior Divya and the gumastha Govindaraj actually kept."""

L, J, K = "M. Anbarasan", "S. Divya", "Govindaraj (gumastha)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2029-12/SVAC dismissal order Murugesan.pdf", "document_scan", "Sri Venkateswara Auto Components Pvt. Ltd.", "2029-12-18", ["C01"], [], """
SRI VENKATESWARA AUTO COMPONENTS PVT. LTD.   Plot 61-B, SIPCOT Phase II, Hosur 635109
Ref: SVAC/HR/DISC/114/2029                                    Date: 18.12.2029
To: Sri S. Murugesan, Token No. 2217, CNC Operator, Machine Shop-2
ORDER OF DISMISSAL
The charge dated 02.09.2029 that you assaulted the line supervisor Sri Karthik R. on 29.08.2029 in the second shift
has been held proved by the Enquiry Officer Sri T. Prabhakaran, Advocate. The management accepts the findings.
You are dismissed from service with effect from 18.12.2029. Your last drawn gross wages were Rs. 21,450 per month.
Settle your dues with the Accounts Section.                     sd/- General Manager (HR & IR)
""")
u("backlog/2030-05/2A petition Murugesan final.docx", "typed_note_docx", L, "2030-05-20", ["C01"], [], """
BEFORE THE PRESIDING OFFICER, LABOUR COURT, SALEM
Petition u/s 2A(2) of the Industrial Disputes Act, 1947
S. Murugesan, s/o Perumal, aged 36, Zuzuvadi, Hosur ... Petitioner
vs The Management, Sri Venkateswara Auto Components Pvt. Ltd., SIPCOT Phase II, Hosur ... Respondent
1. Petitioner joined as trainee on 04.06.2016, confirmed CNC operator, 13 years service-la clean record.
2. Charge sheet 02.09.2029; no copy of the preliminary enquiry statement given; Enquiry Officer is the company's
   own retained advocate; co-worker Ramappa not allowed as defence representative.
3. Dismissed 18.12.2029. Conciliation before the Assistant Commissioner of Labour, Hosur failed; 45 days over.
Prayer: set aside dismissal, reinstate with continuity of service, full back wages.
""")
u("backlog/2028-09/Award 3-2028 SIPCOT Nallaganakothapalli.pdf", "document_scan", "Special Tahsildar (LA), SIPCOT Industrial Park, Hosur", "2028-09-14", ["C03"], [], """
OFFICE OF THE SPECIAL TAHSILDAR (LAND ACQUISITION), SIPCOT INDUSTRIAL PARK, HOSUR
Award No. 3/2028   Village: Nallaganakothapalli, Shoolagiri Taluk, Krishnagiri District
Purpose: SIPCOT Industrial Park Phase III (Shoolagiri)
S.No. 118/2A - 1.20 acres, S.No. 118/2B - 0.94 acres (total 2.14 acres), dry (punjai), pattadar: Nagappa (died),
legal heirs Venkatalakshmamma and 3 others.
Market value fixed at Rs. 11,40,000 per acre on the guideline value; solatium 100%; additional market value 12%.
Structures: one borewell Rs. 1,85,000. Trees: mango 60 nos. Rs. 2,40,000.      sd/- Special Tahsildar (LA)  14.09.2028
""")
u("backlog/2029-10/sale deed 3412-2028 SRO Shoolagiri.pdf", "document_scan", "Sub-Registrar, Shoolagiri", "2028-06-02", ["C03"], [], """
SALE DEED  Document No. 3412/2028, Book I, SRO Shoolagiri, registered 02.06.2028
Vendor: Chikka Muniyappa s/o Doddappa; Purchaser: M/s Hosur Greenfield Estates.
Property: S.No. 121/4, Nallaganakothapalli village, 0.50 acre, adjoining NH-44 service road.
Consideration: Rs. 21,00,000 (Rupees twenty one lakh only), i.e. Rs. 42,00,000 per acre.
""")
u("backlog/2030-08/IMG_20300804_101522.jpg", "document_photo", "VAO, Sanamavu", "2030-08-04", ["C02"], [], """
தமிழ்நாடு அரசு - வருவாய்த் துறை - சிட்டா
மாவட்டம்: கிருஷ்ணகிரி  வட்டம்: ஓசூர்  கிராமம்: சானமாவு
பட்டா எண்: 648 (கூட்டுப் பட்டா)
உரிமையாளர்கள்: 1. முனியப்பா மகன் திம்மராயப்பா 2. முனியப்பா மகன் வெங்கடேசப்பா
புல எண் 214/3  புஞ்சை  பரப்பு 3.20 ஏக்கர் (1.29.5 ஹெக்டேர்)
உட்பிரிவு செய்யப்படவில்லை.
""")
u("backlog/2030-06/Sai Balaji ledger Ardent outstanding.pdf", "document_scan", "Sri Sai Balaji Packaging", "2030-04-30", ["C04"], [], """
SRI SAI BALAJI PACKAGING, Chinna Elasagiri, Hosur  GSTIN 33AXXXX1234Z5
Ledger: Ardent Precision Forgings Pvt. Ltd., Plot 12, SIPCOT Phase I, Hosur   01.10.2029 to 30.04.2030
Inv 1181 (12.11.2029) 3-ply boxes 4,000 nos ... 1,42,800
Inv 1204 (06.12.2029) 5-ply boxes 2,600 nos ... 1,63,800
Inv 1239 (18.01.2030) 5-ply boxes 2,800 nos ... 1,79,900
Total billed 4,86,500   Received NIL   Balance outstanding Rs. 4,86,500
""")
u("backlog/2030-05/lawyer notice Ardent.docx", "typed_note_docx", L, "2030-05-08", ["C04"], [], """
M. ANBARASAN, B.A., B.L., Advocate, Hosur                     RPAD                     08.05.2030
To: The Managing Director, Ardent Precision Forgings Pvt. Ltd., Jayanagar 4th Block, Bengaluru 560011
My client Sri Sai Balaji Packaging supplied corrugated boxes under invoices 1181, 1204 and 1239 worth Rs. 4,86,500.
Despite oral promises of your purchase manager Mr. Ravi Shankar, no payment. Pay Rs. 4,86,500 with interest at 18%
within 15 days, failing which a suit will be filed at Hosur.
""")
u("backlog/2030-07/IMG-20300702-WA0006.jpg", "document_photo", "Sri Annamalaiyar Chits", "2030-07-02", ["C05"], [], """
ஸ்ரீ அண்ணாமலையார் சீட்டு - மதிகிரி, ஓசூர்   சீட்டு மதிப்பு ரூ. 2,00,000  40 மாதம்  மாத தவணை ரூ. 5,000
உறுப்பினர்: ராஜம்மா க/பெ கிருஷ்ணப்பா   சீட்டு எண் 17
தவணைகள் 1 முதல் 22 வரை கட்டப்பட்டது (மொத்தம் ரூ. 1,10,000) - ஒவ்வொன்றுக்கும் நாகராஜ் கையொப்பம்
22-வது தவணை 05.03.2030
""")
u("backlog/2030-07/Rajamma complaint JM1 Hosur.docx", "typed_note_docx", L, "2030-07-15", ["C05"], [], """
IN THE COURT OF THE JUDICIAL MAGISTRATE NO. I, HOSUR
Private complaint u/s 223 BNSS - Rajamma w/o Krishnappa, Mathigiri vs Nagaraj @ Chit Nagaraj s/o Venkataswamy,
foreman, Sri Annamalaiyar Chits (unregistered), Mathigiri
Complainant paid 22 instalments of Rs. 5,000 (Rs. 1,10,000). In the auction of March 2030 she was the prize
subscriber; accused promised the prize amount of Rs. 1,62,000 on 01.04.2030, then locked the office and left.
About 30 other subscribers also cheated. Police complaint at Mathigiri PS (CSR 212/2030) - no action.
Offences u/ss 316 and 318 BNS.
""")
u("backlog/2030-08/DIR Shanthi protection officer.pdf", "document_scan", "Protection Officer, Krishnagiri District", "2030-08-26", ["C06"], [], """
DOMESTIC INCIDENT REPORT (Form I, PWDV Rules)
Aggrieved person: G. Shanthi, 27, d/o Govindan, now at Bagalur with parents; child Yashwanth, 4.
Respondents: Prakash (husband, driver at a SIPCOT logistics firm), Saroja (mother-in-law), Dinesh (brother-in-law).
Incidents: demand of Rs. 2 lakh and 5 sovereigns of gold from her parents; beaten on 14.05.2030; sent out of the
shared household at Mathigiri with the child on 20.05.2030.     sd/- Protection Officer, 26.08.2030
""")
u("backlog/2030-06/disability certificate Basavaraju.pdf", "document_scan", "Medical Board, Govt. Headquarters Hospital, Krishnagiri", "2030-06-11", ["C07"], [], """
GOVERNMENT HEADQUARTERS HOSPITAL, KRISHNAGIRI - DISTRICT MEDICAL BOARD
Disability Certificate No. MB/412/2030   Date: 11.06.2030
Name: H. Basavaraju s/o Hanumanthappa, 34, Alasanatham, Hosur
Injury: compound fracture both bones left leg, implant (ORIF); RTA on 02.03.2030
Permanent partial disability: 40% (forty percent) of the left lower limb.
""")
u("backlog/2030-03/FIR 86-2030 Hosur Traffic.pdf", "document_scan", "Hosur Traffic Investigation Police", "2030-03-02", ["C07"], [], """
FIR No. 86/2030  P.S. Hosur Traffic Investigation Wing  Date: 02.03.2030  Sections: 281, 125(b) BNS
At about 7.40 AM near Bathalapalli on the Hosur-Thally road the staff bus KA 51 C xxxx of Sri Mariamman Travels,
driven rashly by its driver Manjunath, hit the motorcycle TN 70 Q xxxx of Basavaraju going to his first shift.
""")
u("backlog/2030-09/WhatsApp Image 2030-09-02 at 18.22.41.jpeg", "document_photo", "Inspector of Police, Mathigiri", "2030-08-27", ["C08"], [], """
SEIZURE MAHAZAR - Mathigiri PS  Cr.No. 318/2030  Date: 27.08.2030, 05.30 hrs
Vehicle: Tata lorry TN 70 AX 4xxx, owner Syed Basheer (Basheer Roadlines), driver Anwar.
Carrying about 6 units of gravel without transit permit near Mathigiri-Kelamangalam road. Vehicle seized u/s 21 MMDR Act.
""")

# ---------------- C01 Murugesan 2A dispute
u("backlog/2030-07/20300711_173405.jpg", "handwritten_note_photo", L, "2030-07-11", ["C01"], ["C01-H01"], """
11/7/30 Thu - Salem LC
ID 41/2030 Murugesan v SVAC - Saravanan appd for mgmt. Counter - time.
PO Sivasubramanian saar asked: enquiry file copy irukka? Told him we never got EO report before dismissal.
C/o 8.8.2030. Bus 6.10 from Hosur - 3 hrs. Murugesan came with Ramappa (union).
""")
u("backlog/2030-08/IMG-20300808-WA0014.jpg", "handwritten_note_photo", K, "2030-08-08", ["C01"], ["C01-H02"], """
08.08.2030 வியாழன் - சேலம் தொழிலாளர் நீதிமன்றம்
ஐ.டி. 41/2030 முருகேசன் - நிர்வாகம் எதிர் உரை தாக்கல் செய்யவில்லை. சரவணன் சார் மீண்டும் வாய்தா கேட்டார்.
அடுத்த வாய்தா 05.09.2030
""")
u("backlog/2030-09/Murugesan counter notes 5.9.docx", "typed_note_docx", L, "2030-09-05", ["C01"], ["C01-H03"], """
05.09.2030 - I.D. 41/2030 (Labour Court, Salem)
Counter filed by mgmt. Their stand: 29.08.2029 second shift Murugesan slapped supervisor Karthik R. near CNC line-4;
two eyewitnesses; domestic enquiry fair; he participated. Also says 2 earlier warnings (2026, 2028).
Our points for rejoinder: EO Prabhakaran is their retained lawyer; defence representative refused; no copy of
EO findings before punishment. PO said he will take fairness of enquiry as PRELIMINARY ISSUE first.
C/o 10.10.2030 - rejoinder + WW1 proof affidavit.
""")
u("backlog/2030-10/murugesan WW1 10oct.txt", "typed_note_txt", L, "2030-10-10", ["C01"], ["C01-H04"], """
10.10.30 salem
murugesan WW1 proof affidavit filed, Ex.W1 to W6 marked (appointment order, charge sheet, EO notice, dismissal order,
conciliation failure report, wage slip Nov 2029).
rejoinder filed. cross by Saravanan next date. C/o 14.11.2030.
murugesan tension-aa irukkan - told him not to talk to HR directly.
""")
u("backlog/2030-12/WhatsApp Chat with Ramappa Union.txt", "whatsapp_export", "Ramappa (union leader)", "2030-12-13", ["C01"], ["C01-H05", "C01-H06"], """
14/11/2030, 5:48 pm - Ramappa Union: saar namaskara. yenu aaythu Salem-alli? Murugesan phone not picking
14/11/2030, 6:02 pm - M. Anbarasan: Cross mudinjidichu. Saravanan asked 2 hours. He said "I never touched Karthik, only pushed the job card away"
14/11/2030, 6:03 pm - M. Anbarasan: Next 12.12.2030, their HR manager MW1 varanum
14/11/2030, 6:05 pm - Ramappa Union: sari saar. union meeting-alli heltini
12/12/2030, 4:31 pm - Ramappa Union: saar inda yenu aaythu?
12/12/2030, 4:40 pm - M. Anbarasan: MW1 Vinod Nair varala. Saravanan said he is abroad - Germany audit. PO gave last chance. C/o 23.01.2031
12/12/2030, 4:41 pm - Ramappa Union: adu sullu saar, avnu Bangalore office-alli idda last week
13/12/2030, 9:15 am - Ramappa Union: saar workers donation 15,000 collect maadidivi for Murugesan case expense
""")
u("backlog/2031-01/MW1 cross Vinod Nair 23.01.2031.docx", "typed_note_docx", L, "2031-01-23", ["C01"], ["C01-H07"], """
23.01.2031 - ID 41/2030 - MW1 Vinod Nair (GM HR) examined. Enquiry file Ex.M1 to M9 marked.
Our cross - admitted: (1) EO Prabhakaran is on the company's legal retainer since 2019; (2) the request for Ramappa
as defence representative was refused "as per standing orders"; (3) EO's findings copy was not given to the workman
before the dismissal order; (4) the two "eyewitnesses" were not produced for cross in the enquiry.
Arguments on preliminary issue - both sides heard same day. Orders on 03.04.2031.
""")
u("backlog/2031-04/ID 41-2030 order 03.04.2031.pdf", "certified_order_sheet_scan", "Labour Court, Salem", "2031-04-07", ["C01"], ["C01-H08"], """
BEFORE THE LABOUR COURT, SALEM
Present: Thiru. P. Sivasubramanian, B.A., B.L., Presiding Officer
I.D. No. 41 of 2030   Thursday, the 3rd day of April 2031
ORDER ON PRELIMINARY ISSUE
The enquiry officer was the retained counsel of the management; the workman was refused a co-worker as his defence
representative and the findings were not furnished to him before punishment. The domestic enquiry is held not fair
and proper. The management is permitted to let in evidence before this Court to prove the charge on merits.
Call on 12.06.2031.                                                    Presiding Officer
""")

# ---------------- C02 patta writ
u("backlog/2030-08/PXL_20300820_112907.jpg", "handwritten_note_photo", L, "2030-08-20", ["C02"], ["C02-H01"], """
20/8 Tue - Madras HC Ct 21 (Kathiresan J)
WP 21874/2030 Thimmarayappa - patta sub-div S.No. 214/3 Sanamavu. Admitted. Notice. Mr. G. Ramesh GA takes notice.
Lordship asked - brother Venkatesappa objection irukka? Told no, partition deed 2019 registered.
17/9 next. Train back Brindavan 3 pm.
""")
u("backlog/2030-10/HC WP 21874 notes.txt", "typed_note_txt", L, "2030-10-22", ["C02"], ["C02-H02", "C02-H03"], """
WP 21874/2030 (Thimmarayappa) - Madras HC
17.09.2030: GA Ramesh wants time, Tahsildar Hosur report not come. Adjd 22.10.2030.
22.10.2030: GA filed status report - FMB sketch prepared by the Firka surveyor on 30.09.2030, sub-division into
214/3A (1.60 ac) and 214/3B (1.60 ac) "pending for want of SIPCOT NOC" as the land is within 500 m of the proposed
Phase III boundary. Argued no such NOC rule. Adjd 19.11.2030 for orders.
""")
u("backlog/2030-11/WP 21874-2030 order 19.11.2030.pdf", "certified_order_sheet_scan", "High Court of Judicature at Madras", "2030-11-25", ["C02"], ["C02-H04"], """
IN THE HIGH COURT OF JUDICATURE AT MADRAS
DATED: 19.11.2030   CORAM: THE HONOURABLE MR. JUSTICE R. KATHIRESAN
W.P. No. 21874 of 2030   M. Thimmarayappa .. Petitioner   vs   The District Collector, Krishnagiri & 2 Ors. .. Respondents
For Petitioner: Mr. M. Anbarasan    For Respondents: Mr. G. Ramesh, Government Advocate
ORDER: No statute or Government Order requires a no-objection from SIPCOT for sub-division of a private survey field.
The third respondent Tahsildar, Hosur is directed to effect sub-division of S.No. 214/3, Sanamavu village, and issue
separate pattas within a period of eight weeks from the date of receipt of a copy of this order. The writ petition
is disposed of. No costs.
""")
u("backlog/2031-01/IMG_20310128_095011.jpg", "document_photo", "Tahsildar, Hosur", "2031-01-27", ["C02"], [], """
வட்டாட்சியர் அலுவலகம், ஓசூர்   ந.க. எண் 4521/2030/அ3   நாள் 27.01.2031
உயர்நீதிமன்ற உத்தரவு WP 21874/2030-ன் படி சானமாவு கிராமம் புல எண் 214/3 உட்பிரிவு செய்யப்பட்டு
214/3A - திம்மராயப்பா (பட்டா எண் 1102), 214/3B - வெங்கடேசப்பா (பட்டா எண் 1103) என தனிப் பட்டா வழங்கப்பட்டது.
""")

# ---------------- C03 LAOP
u("backlog/2030-11/WhatsApp Chat with Divya Jr.txt", "whatsapp_export", J, "2030-11-26", ["C03", "C06", "C05"], ["C03-H01", "C06-H01", "C06-H02", "C03-H02", "C05-H04"], """
19/07/2030, 1:12 pm - Divya Jr: Sir Krishnagiri PDJ LAOP 27/29 - AGP Palanisamy sir appeared for ST(LA). counter-ku time. C/o 30.08.2030
19/07/2030, 1:13 pm - M. Anbarasan: ok. FMB sketch eduthu vaa next time, madam ketpaanga
30/07/2030, 12:40 pm - Divya Jr: Sir JM-II Shanthi DV - notice ordered to 3 respondents, PO report (DIR) call for. Next 27.08.2030
27/08/2030, 2:05 pm - Divya Jr: Sir Shanthi DV - all 3 respondents appeared, Rajkumar sir vakalath. DIR filed by PO. counter-ku time. C/o 01.10.2030
27/08/2030, 2:06 pm - Divya Jr: Prakash court veliya Shanthi amma kitta "case withdraw pannunga" nu pesinaan sir
27/08/2030, 2:10 pm - M. Anbarasan: note pannu. next time complaint to PO
30/08/2030, 12:55 pm - Divya Jr: Sir LAOP - AGP again time. records SIPCOT office-la irukku nu sonnaanga. PDJ madam displeased - "last time for counter" nu sonnaanga. C/o 04.10.2030
26/11/2030, 11:50 am - Divya Jr: Sir chit case - Nagaraj surrendered today!! NBW recalled, bail with 2 sureties. copies kuduthaanga. C/o 07.01.2031
26/11/2030, 11:52 am - M. Anbarasan: super. Rajamma kitta sollu
""")
u("backlog/2030-10/IMG-20301004-WA0021.jpg", "handwritten_note_photo", K, "2030-10-04", ["C03"], ["C03-H03"], """
04.10.2030 வெள்ளி - கிருஷ்ணகிரி முதன்மை மாவட்ட நீதிமன்றம்
LAOP 27/2029 வெங்கடலட்சுமம்மா - அரசு தரப்பு எதிர் உரை தாக்கல். ஏக்கருக்கு ரூ. 11,40,000 சரி என்கிறார்கள்.
எங்கள் கோரிக்கை ஏக்கருக்கு ரூ. 48,00,000. அடுத்த வாய்தா 22.11.2030 - மனுதாரர் சாட்சியம்
""")
u("backlog/2030-11/LAOP PW1 22.11.2030.docx", "typed_note_docx", L, "2030-11-22", ["C03"], ["C03-H04"], """
22.11.2030 - LAOP 27/2029 - Principal District Court, Krishnagiri
PW1 Venkatalakshmamma chief (proof affidavit, through Telugu interpreter). Ex.P1 award copy, Ex.P2 sale deed
3412/2028 (Rs. 42 lakh per acre, 300 m from our land), Ex.P3 and P4 two more exemplars of 2027-28.
Madam asked for the FMB sketch showing distance to NH-44 - file next date.
Cross by AGP deferred - he wants SIPCOT's own exemplars. Adjd to 21.02.2031 (long date, madam's diary full).
""")
u("backlog/2031-02/20310221_164233.jpg", "handwritten_note_photo", L, "2031-02-21", ["C03"], ["C03-H05"], """
21-2-31 Fri  Kgiri PDJ
LAOP 27/29 - PW1 cross by AGP: suggested land is dry, no water - she said 2 borewells, mango thope 60 trees,
ragi and tomato. PW2 Chandrappa (neighbour) - land 200 m from NH-44; SIPCOT itself bought S.No. 119 @ 38 lakh/acre
by private negotiation in 2027 (!!) - AGP objected. FMB filed.
C/o 4/4/31 - RW.
""")
u("backlog/2031-04/laop RW1 4-4.txt", "typed_note_txt", L, "2031-04-04", ["C03"], ["C03-H06"], """
4.4.31 krishnagiri
LAOP 27/29 - RW1 Revenue Inspector Selvam examined for ST(LA). Said award on guideline value, no exemplars
considered "as per practice". In cross admitted he did not inspect the land and did not know of the borewells.
Evidence closed. Arguments 20.06.2031.
""")
u("backlog/2031-06/LAOP arguments 20.06.2031.docx", "typed_note_docx", L, "2031-06-20", ["C03"], ["C03-H07"], """
20.06.2031 - LAOP 27/2029 - our arguments (45 min). Relied on Ex.P2 (42 lakh/acre), PW2's evidence of SIPCOT's
own purchase at 38 lakh/acre, RW1's admission. Asked for Rs. 40,00,000 per acre minus 10% for development.
AGP Palanisamy asked time for reply arguments. C/o 18.07.2031.
""")

# ---------------- C04 Sai Balaji box suit
u("backlog/2030-08/IMG-20300828-WA0003.jpg", "handwritten_note_photo", K, "2030-08-28", ["C04"], ["C04-H01", "C04-H02"], """
ஓ.எஸ். 318/2030 - ஸ்ரீ சாய் பாலாஜி பேக்கேஜிங் - மாவட்ட முன்சீப் நீதிமன்றம், ஓசூர்
24.07.2030 - பிரதிவாதி சார்பில் நவீன் குமார் வக்காலத்து. எழுத்து மூல வாக்குமூலம் தாக்கலுக்கு வாய்தா - 28.08.2030
28.08.2030 - எழுத்து மூல வாக்குமூலம் தாக்கல் செய்யவில்லை. வக்கீல் பெங்களூரிலிருந்து வரவில்லை. கடைசி வாய்ப்பு - 25.09.2030
""")
u("backlog/2030-09/ardent WS 25.9.txt", "typed_note_txt", L, "2030-09-25", ["C04"], ["C04-H03"], """
25/9/30 DM Hosur - OS 318/30
WS filed (Naveen Kumar came at 12.30). Defence: lot under inv 1239 - 1,200 boxes "burst strength low", rejected,
debit note DN/44 dated 02.02.2030 for Rs. 77,100. Admits rest but says payment terms 90 days and "PO cancelled".
Sathya says no debit note ever received, no boxes returned - they used them!
C/o 6.11.2030 issues.
""")
u("backlog/2030-11/OS 318-2030 issues 06.11.2030.pdf", "certified_order_sheet_scan", "District Munsif Court, Hosur", "2030-11-10", ["C04"], ["C04-H04"], """
IN THE COURT OF THE DISTRICT MUNSIF, HOSUR   Present: Thiru. K. Balamurugan, B.A., B.L., District Munsif
O.S. No. 318 of 2030   06.11.2030
Plaintiff by Thiru M. Anbarasan. Defendant by Mr. B. Naveen Kumar.
Issues framed: 1. Whether the defendant is liable to pay Rs. 4,86,500? 2. Whether 1,200 boxes under Inv. 1239 were
defective and rejected? 3. Whether the plaintiff is entitled to interest and at what rate? 4. To what relief?
Plaintiff's side evidence. Call on 18.12.2030.
""")
u("backlog/2030-12/OS 318-2030 order 18.12.2030.pdf", "certified_order_sheet_scan", "District Munsif Court, Hosur", "2030-12-20", ["C04"], ["C04-H05"], """
IN THE COURT OF THE DISTRICT MUNSIF, HOSUR
O.S. No. 318 of 2030   18.12.2030
PW1 K. Sathyanarayana filed proof affidavit. Ex.A1 to A14 marked. Counsel for defendant absent; junior reports counsel
held up at Attibele check-post. Cross of PW1 deferred subject to costs of Rs. 1,000/- payable to the plaintiff.
Call on 05.02.2031.                                                      District Munsif
""")
u("backlog/2031-02/Sathya PW1 cross 5.2.31.docx", "typed_note_docx", L, "2031-02-05", ["C04"], ["C04-H06"], """
05.02.2031 - OS 318/2030 - PW1 Sathyanarayana cross by Naveen Kumar (costs Rs. 1,000 paid).
Admitted: no written purchase order terms on credit period; e-mail of 03.02.2030 from Ravi Shankar complaining about
"some boxes". Denied: receiving debit note DN/44; any boxes returned. Said "they used all boxes for their forgings
dispatch to Pune - I saw my printed boxes at their gate".
Good witness. Next DW. C/o 19.03.2031.
""")
u("backlog/2031-03/IMG-20310319-WA0008.jpg", "handwritten_note_photo", K, "2031-03-19", ["C04", "C06"], ["C04-H07", "C06-H07"], """
19.03.2031 புதன் - மாவட்ட முன்சீப் - ஓ.எஸ். 318/2030 - பிரதிவாதி சாட்சி ரவி சங்கர் வரவில்லை.
ரூ. 1,500 செலவுத் தொகையுடன் வாய்தா - 23.04.2031
(நேற்று 18.03 ஜே.எம்.-2 ஷாந்தி வழக்கு - மனுதாரர் குறுக்கு விசாரணை முடிந்தது - அடுத்த வாய்தா 29.04.2031)
""")
u("backlog/2031-04/sai balaji DW1 23-4.txt", "typed_note_txt", L, "2031-04-23", ["C04"], ["C04-H08"], """
23/4/31 OS 318/30 DM Hosur
DW1 Ravi Shankar (purchase mgr) chief affidavit + Ex.B1 debit note, B2 email. Costs 1,500 paid to us.
Our cross: admitted no lab test report for the "burst strength"; admitted debit note DN/44 sent only by e-mail,
no acknowledgment; admitted 1,200 boxes were NOT returned - "scrapped in the plant". DE closed.
ND 18.06.2031 - arguments.
""")
u("backlog/2031-04/correction OS 318 ND.txt", "typed_note_txt", L, "2031-04-24", ["C04"], [], """
24.04.2031 - correction
OS 318/30 Sai Balaji - yesterday's note says ND 18.06.2031 - thappu (wrong, that is vacation-after rush date I noted
from the other court). Bench clerk confirmed: arguments on 25.06.2031 (Wednesday). Diary-la maathiten.
""")

# ---------------- C05 Rajamma chit case + C08 Basheer lorry
u("backlog/2030-08/20300806_131050.jpg", "handwritten_note_photo", L, "2030-08-06", ["C05"], ["C05-H01"], """
6/8/30 Tue JM-I Hosur (Priyadharshini madam)
Rajamma chit - sworn stmt recorded. Taken on file - C.C. 318/2030. Summons to Nagaraj. C/o 10/9.
Rajamma crying - 1,10,000 paid, prize money 1,62,000 gone. 30 more members outside court.
""")
u("backlog/2030-09/20300910_124518.jpg", "handwritten_note_photo", L, "2030-09-10", ["C05", "C08"], ["C05-H02", "C08-H02"], """
10-9-30 JM-I
(1) CC 318/30 Rajamma - summons returned "house locked, accused not available". Fresh summons thro' Mathigiri PS.
    C/o 15.10.2030
(2) Basheer lorry Crl.MP 2110/30 - Mathigiri police report filed: gravel 6 units, no transit permit, MMDR case.
    APP Revathi objects - says lorry used earlier also. Argued - lorry is his only livelihood, EMI Rs. 48,000/month,
    ready for any bond. Orders 17.9.
""")
u("backlog/2030-10/IMG-20301015-WA0011.jpg", "handwritten_note_photo", K, "2030-10-15", ["C05"], ["C05-H03"], """
15.10.2030 செவ்வாய் - நீதித்துறை நடுவர் மன்றம் எண் 1, ஓசூர்
சி.சி. 318/2030 ராஜம்மா - எதிரி நாகராஜ் ஆஜராகவில்லை. பிடியாணை (NBW) பிறப்பிக்கப்பட்டது.
அடுத்த வாய்தா 26.11.2030
""")
u("backlog/2031-01/IMG-20310107-WA0004.jpg", "handwritten_note_photo", K, "2031-01-07", ["C05"], ["C05-H05"], """
07.01.2031 செவ்வாய் - ஜே.எம்.-1 ஓசூர் - சி.சி. 318/2030
குற்றச்சாட்டு விவரம் எதிரிக்கு விளக்கப்பட்டது. எதிரி குற்றத்தை மறுத்தார். எதிரி தரப்பு வக்கீல் கல்பனா.
அடுத்த வாய்தா 18.02.2031 - வாதி சாட்சி விசாரணை
""")
u("backlog/2031-02/Rajamma PW1 chief 18.2.docx", "typed_note_docx", L, "2031-02-18", ["C05"], ["C05-H06"], """
18.02.2031 - C.C. 318/2030 (JM-I) - PW1 Rajamma chief. Chit card Ex.P1 (22 entries signed by Nagaraj), complaint
Ex.P2, Mathigiri PS CSR receipt Ex.P3. She said Nagaraj told her on 28.03.2030 "prize paisa 1st April-ku tharen".
Kalpana madam sought time to cross - "client's wife in hospital". Allowed. C/o 25.03.2031.
Need PW2 Lakshmi and PW3 (Mathigiri PS writer for CSR) summons.
""")
u("backlog/2031-03/rajamma cross 25 march.txt", "typed_note_txt", L, "2031-03-25", ["C05"], ["C05-H07"], """
25.03.31 JM-I
CC 318/30 - PW1 cross by Kalpana: suggested Rajamma herself took 60,000 as loan from Nagaraj - denied, "naan
kadan vaangave illa". PW2 Lakshmi (co-subscriber, chit no. 9) examined - she too lost Rs. 95,000; saw the office
locked on 02.04.2030 with a board "closed for renovation".
PW3 summons. C/o 22.04.2031.
""")
u("backlog/2030-09/Crl.MP 2110-2030 order 17.09.2030.pdf", "certified_order_sheet_scan", "Judicial Magistrate No. I, Hosur", "2030-09-19", ["C08"], ["C08-H03"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE NO. I, HOSUR   Present: Tmt. R. Priyadharshini, M.L.
Crl.M.P. No. 2110 of 2030 in Cr.No. 318/2030 of Mathigiri PS     Tuesday, the 17th day of September 2030
Petitioner: Syed Basheer. Respondent: State rep. by the Inspector of Police, Mathigiri.
ORDER: Keeping the vehicle idle in the police station will only damage it. The lorry TN 70 AX 4xxx is given to the
interim custody of the petitioner on his executing a bond for Rs. 5,00,000/- with one surety for a like sum, on
condition that he shall not alienate or alter the vehicle and shall produce it whenever required. Petition allowed.
""")
u("backlog/2030-09/WhatsApp Chat with Basheer Roadlines.txt", "whatsapp_export", "Syed Basheer", "2030-09-18", ["C08"], ["C08-H01"], """
03/09/2030, 1:15 pm - Basheer Roadlines: Saar enna aachu lorry matter? 4 days aachu vandi station la nikkudhu
03/09/2030, 1:20 pm - M. Anbarasan: Petition numbered Crl.MP 2110/2030. APP asked police report. Next 10.09.2030
03/09/2030, 1:21 pm - Basheer Roadlines: Saar EMI 48,000 kattanum, driver salary... please quick-aa
17/09/2030, 3:02 pm - M. Anbarasan: Order aayiduchu - interim custody. Bond 5 lakh + one surety. RC original, insurance, permit xerox ready pannunga
17/09/2030, 3:05 pm - Basheer Roadlines: Allah ka shukr saar. surety ku en machan Ibrahim varuvaan
18/09/2030, 11:10 am - Basheer Roadlines: Saar vandi release aayiduchu. Fees evvalavu?
18/09/2030, 11:30 am - M. Anbarasan: 15,000 - GPay ok
""")

# ---------------- C06 Shanthi DV
u("backlog/2030-10/shanthi counter 1 oct.txt", "typed_note_txt", L, "2030-10-01", ["C06"], ["C06-H03"], """
01.10.2030 JM-II Hosur - DV 9/2030 Shanthi
Counter filed by R1-R3: denies dowry demand; says Shanthi left on her own to Bagalur "for her sister's function";
R2 Saroja says she is 62 and bedridden - should be deleted. Prakash salary per counter Rs. 18,000 (driver).
Argued interim maintenance petition - Shanthi's salary slip nil; Prakash's actual earning ~Rs. 32,000 with trips
(his own WhatsApp status shows new bike). Orders 05.11.2030.
""")
u("backlog/2030-11/DV 9-2030 interim order 05.11.2030.pdf", "certified_order_sheet_scan", "Judicial Magistrate No. II, Hosur", "2030-11-08", ["C06"], ["C06-H04"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE NO. II, HOSUR   Present: Thiru. M. Ashok Kumar, B.A., B.L.
D.V. Case No. 9 of 2030   05.11.2030
ORDER IN Crl.M.P. No. 2688 of 2030 (interim maintenance u/s 23 r/w 20 PWDV Act)
The first respondent shall pay interim maintenance of Rs. 8,000/- per month to the aggrieved person and Rs. 4,000/-
per month to the minor child Yashwanth, from the date of the petition, on or before the 10th of every month.
Respondents shall not contact or intimidate the aggrieved person. Call on 17.12.2030.
""")
u("backlog/2030-12/IMG-20301217-WA0019.jpg", "handwritten_note_photo", K, "2030-12-17", ["C06"], ["C06-H05"], """
17.12.2030 செவ்வாய் - ஜே.எம்.-2 ஓசூர் - டி.வி. 9/2030 ஷாந்தி
நடுவர் ஐயா வழக்கை ஓசூர் சமரச மையத்திற்கு அனுப்பினார். பிரகாஷ் இடைக்கால ஜீவனாம்சம் இதுவரை கட்டவில்லை.
அடுத்த வாய்தா 11.02.2031
""")
u("backlog/2031-02/Shanthi PW1 11.02.2031.docx", "typed_note_docx", L, "2031-02-11", ["C06"], ["C06-H06"], """
11.02.2031 - DV 9/2030 (JM-II)
Mediation centre report: "failed" - Prakash wants Shanthi back without the child staying with his mother?; she refused.
PW1 Shanthi chief by affidavit; Ex.P1 DIR, P2 Bagalur PHC OP chit of 14.05.2030 (contusion on left arm), P3 photos.
Arrears of interim maintenance - not a rupee paid since Nov. File recovery petition.
Cross next: C/o 18.03.2031.
""")
u("backlog/2031-03/shanthi cross 18-3-31.txt", "typed_note_txt", L, "2031-03-18", ["C06"], ["C06-H07"], """
18/3/31 JM-II Shanthi DV
PW1 cross by Rajkumar - 40 min. Suggested she went to Bagalur for sister's function - she said "function was in
June, I was thrown out on 20th May". Suggested she is working in a garment unit - denied, "paapaava yaaru paapaanga".
Recovery petition filed: arrears Nov-Mar, 5 months x 12,000 = Rs. 60,000. Notice to R1.
C/o 29.04.2031.
""")
u("backlog/2031-04/IMG_20310429_140312.jpg", "handwritten_note_photo", L, "2031-04-29", ["C06"], ["C06-H08"], """
29/4 JM-II  Shanthi DV
Prakash paid Rs. 24,000 in court (DD) - balance 36,000 + Apr. Judge warned: next default - distress warrant.
RW side: Rajkumar says RW1 Prakash not ready. ND 24.06.2031 (after vacation) - RW evidence.
""")

# ---------------- C07 Basavaraju MACT
u("backlog/2030-08/IMG-20300802-WA0010.jpg", "handwritten_note_photo", K, "2030-08-02", ["C07"], ["C07-H01"], """
02.08.2030 வெள்ளி - சார்பு நீதிமன்றம் (விபத்து தீர்ப்பாயம்) ஓசூர் - எம்.சி.ஓ.பி. 402/2030 பசவராஜு
1-வது எதிர்மனுதாரர் (பஸ் உரிமையாளர்) ஆஜராகவில்லை - ஒருதலைப்பட்சம். 2-வது எதிர்மனுதாரர் காப்பீட்டு நிறுவனம்
வக்கீல் இளங்கோவன் - எதிர் உரைக்கு வாய்தா. அடுத்த வாய்தா 13.09.2030
""")
u("backlog/2030-09/MCOP 402 counter 13-9.txt", "typed_note_txt", L, "2030-09-13", ["C07"], ["C07-H02"], """
13.09.2030 MACT Hosur - MCOP 402/30
Insurer (Kaveri General Insurance, Hosur branch) counter by Elangovan: (a) driver Manjunath had no PSV badge -
breach of policy; (b) claimant not wearing helmet - contributory negligence; (c) income of Rs. 24,000 not proved.
R1 Sri Mariamman Travels ex parte. Need: driver's licence extract from RTO Hosur, helmet - FIR says nothing.
C/o 18.10.2030.
""")
u("backlog/2030-10/20301018_155510.jpg", "handwritten_note_photo", L, "2030-10-18", ["C07"], ["C07-H03"], """
18.10.30 Fri MACT (Jeyaseelan)
Basavaraju - issues framed. PW1 chief by affidavit, Ex.P1 FIR, P2 wound cert, P3 disability cert 40%, P4 salary
certificate (CNC operator, Titan? no - Apex Gears, Rs. 24,000 pm), P5 medical bills Rs. 3,86,420.
Insurer cross - next. C/o 29.11.30
""")
u("backlog/2030-11/Basavaraju PW1 cross 29.11.2030.docx", "typed_note_docx", L, "2030-11-29", ["C07"], ["C07-H04"], """
29.11.2030 - MCOP 402/2030 - PW1 cross by Elangovan
Q helmet - A: "helmet pottirundhen, adhu udainju pochu" (was wearing, it broke); accident at Bathalapalli curve, bus
overtook a tractor on the wrong side. Admitted he rejoined Apex Gears in Sept 2030 but in stores section, salary
Rs. 17,500 (earlier Rs. 24,000 as CNC operator) - loss of earning capacity!
Doctor PW2 summons - Dr. Suresh Babu, ortho, GH Krishnagiri. Long date: C/o 28.02.2031.
""")
u("backlog/2031-02/MACT doctor 28.02.docx", "typed_note_docx", L, "2031-02-28", ["C07"], ["C07-H05"], """
28.02.2031 - MCOP 402/2030 - PW2 Dr. Suresh Babu (Assistant Surgeon, Ortho, GH Krishnagiri) examined.
Said: permanent disability 40% of the limb; functional disability for a CNC operator about 50% - cannot stand 8 hours.
Insurer cross - "whole body disability only 15%" suggested; doctor: "for his job it is more".
RW side next. C/o 25.04.2031.
""")
u("backlog/2031-04/IMG-20310425-WA0002.jpg", "handwritten_note_photo", K, "2031-04-25", ["C07"], ["C07-H06"], """
25.04.2031 வெள்ளி - விபத்து தீர்ப்பாயம் ஓசூர் - எம்.சி.ஓ.பி. 402/2030
காப்பீட்டு நிறுவன சாட்சி வரவில்லை. நீதிபதி "கடைசி வாய்ப்பு, அடுத்த முறை சாட்சியம் மூடப்படும்" என்றார்.
அடுத்த வாய்தா 13.06.2031
""")

# ---------------- the junior's second chat (Apr-Jun 2031)
u("backlog/2031-06/WhatsApp Chat with Divya Jr (2).txt", "whatsapp_export", J, "2031-06-13", ["C05", "C01", "C07"], ["C05-H08", "C01-H09", "C07-H07"], """
22/04/2031, 12:31 pm - Divya Jr: Sir chit case - Nagaraj absent, Kalpana madam dispense petition potaanga, allowed. PW3 (PS writer) varala. C/o 24.06.2031
22/04/2031, 12:33 pm - M. Anbarasan: 2nd time dispense. next time object pannu
22/04/2031, 12:34 pm - Divya Jr: sari sir. Rajamma-ku next hearing-ku varanum nu sollitten
12/06/2031, 5:10 pm - Divya Jr: Sir Salem LC Murugesan - MW2 Karthik (supervisor) varala. Saravanan sir said he "left the company, address tracing". PO gave time. C/o 10.07.2031
12/06/2031, 5:12 pm - M. Anbarasan: ok. mgmt witness absent 2nd time. note it
13/06/2031, 1:40 pm - Divya Jr: Sir MACT Basavaraju - RW1 Kaveri Insurance AO Sridhar examined, policy Ex.R1. He admitted no badge verification report filed. Evidence closed. Arguments C/o 04.07.2031
13/06/2031, 1:41 pm - M. Anbarasan: good. multiplier 16 (age 34) calculation ready pannu
""")

# ---------------- plans, cause list, client chat
u("backlog/2031-06/week plan 23-27 June.docx", "typed_note_docx", L, "2031-06-21", ["C05", "C06", "C04", "C07", "C01", "C03"], [], """
WEEK PLAN 23-27 June 2031 (after vacation)
Mon 23/6 - chamber; Basavaraju MACT written arguments draft (multiplier 16, 50% functional disability).
Tue 24/6 - JM-I Rajamma chit CC 318/30 - PW3 (Mathigiri PS writer) - check summons served; object to 3rd dispense.
         - JM-II Shanthi DV - RW1 Prakash evidence; arrears memo - Rs. 36,000 + May, June; press for distress warrant.
Wed 25/6 - DM Hosur Sai Balaji OS 318/30 - ARGUMENTS. Take Ex.A1-A14 list + DW1's admission (boxes not returned).
Thu 26/6 - Murugesan - back wages calculation Rs. 21,450 x months; Ramappa meeting 6 pm.
Fri 27/6 - LAOP reply arguments prep (18/7) - SIPCOT's 38 lakh purchase deed - get certified copy from SRO.
""")
u("backlog/2031-06/JM1 Hosur cause list 24.06.2031.pdf", "cause_list_pdf", "Judicial Magistrate No. I, Hosur", "2031-06-23", ["C05"], [], """
JUDICIAL MAGISTRATE COURT NO. I, HOSUR - CAUSE LIST FOR 24.06.2031 (TUESDAY)
1. C.C. 112/2029  State by Hosur Town PS vs Venkatesh & 2 - Evidence
2. S.T.C. 884/2030  Ramesh Kumar vs Lakshmi Traders - Appearance
3. C.C. 318/2030  Rajamma vs Nagaraj @ Chit Nagaraj - Evidence (PW3)
4. C.C. 59/2031  State by Bagalur PS vs Manjunatha - Copies
5. Crl.M.P. 1402/2031  Firoz Khan vs State - Return of property
""")
u("backlog/2031-06/WhatsApp Chat with Shanthi.txt", "whatsapp_export", "G. Shanthi", "2031-06-22", ["C06"], [], """
05/06/2031, 8:14 pm - Shanthi: Sir vanakkam. May maasam panam varala. Prakash "case mudiyattum" nu solraan
05/06/2031, 8:20 pm - M. Anbarasan: Note pannitten. 24th court-la solren. Bank statement eduthuttu vaanga
22/06/2031, 7:02 pm - Shanthi: Sir Tuesday 10 mani-ku varen. paapaa school fees 6,500 kattanum sir, June panam kooda varala
22/06/2031, 7:05 pm - M. Anbarasan: Sari ma. statement kondu vaanga
""")
