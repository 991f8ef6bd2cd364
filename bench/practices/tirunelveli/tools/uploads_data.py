"""The uploads of the Tirunelveli practice: what the advocate, the junior Mariselvam and the gumastha Subbiah kept."""

L, J, G = "S. Esakkimuthu", "K. Mariselvam", "P. Subbiah (gumastha)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2025-09/Commissioner order Muppidathi Amman fit person.pdf", "document_scan",
  "Commissioner, HR&CE Department, Chennai", "2025-08-04", ["C01"], [], """
GOVERNMENT OF TAMIL NADU - HINDU RELIGIOUS AND CHARITABLE ENDOWMENTS DEPARTMENT
Proceedings of the Commissioner, HR&CE, Chennai-34
R.P. No. 117/2024/D3           Dated: 04.08.2025
Sub: Arulmigu Muppidathi Amman Thirukoil, Keelapattam, Tirunelveli Taluk - Revision u/s 69 - claim of hereditary
trusteeship by Thiru K. Sivasubramanian - Fit Person appointment - orders passed.
The revision petitioner claims that the trusteeship has devolved in his family (Kulam of Kandasamy Pillai) from
1931. The Joint Commissioner, Tirunelveli found that the temple accounts (varavu-selavu) for 2019-2023 were not
submitted and that the hundi collections were not remitted. The claim of hereditary succession is not established
by the scheme of 1968. The order of the Joint Commissioner appointing the Executive Officer, Group Temples,
Keelapattam as Fit Person is confirmed. The revision is dismissed.
                                                           sd/- Commissioner
""")
u("backlog/2025-05/kuthagai pathiram 2019 Vellankuzhi.pdf", "document_scan", "Sub-Registrar, Ambasamudram", "2019-06-10", ["C02"], [], """
குத்தகை பத்திரம் (LEASE DEED)
2019 ஆம் ஆண்டு ஜூன் மாதம் 10 ஆம் தேதி
குத்தகைக்கு கொடுப்பவர்: S. ஞானபிரகாசம், த/பெ. சவரிமுத்து, வெள்ளாங்குழி
குத்தகைதாரர்: A. பொன்னுதுரை, த/பெ. அய்யாக்கண்ணு, வெள்ளாங்குழி
சொத்து: அம்பாசமுத்திரம் வட்டம், வெள்ளாங்குழி கிராமம், S.No. 118/2 - 3.40 ஏக்கர் பனந்தோப்பு.
குத்தகை காலம்: 01.07.2019 முதல் 30.06.2024 வரை ஐந்து வருடம் (5 years).
வருட குத்தகை தொகை: ரூ.45,000/- (ரூபாய் நாற்பத்தி ஐந்தாயிரம்) ஒவ்வொரு ஜூலை மாதமும் ரொக்கமாக.
காலம் முடிந்ததும் தோப்பை காலி செய்து ஒப்படைக்க வேண்டும். எழுத்து மூலம் இல்லாமல் புதுப்பித்தல் கிடையாது.
Registered as Doc. No. 2291/2019, SRO Ambasamudram.
""")
u("backlog/2025-05/Lawyer notice Ponnudurai.docx", "typed_note_docx", L, "2025-05-12", ["C02"], [], """
S. ESAKKIMUTHU, B.A., B.L., Advocate
7/22 South Bazaar, Palayamkottai
By RPAD                                                         Dated: 12.05.2025
To: Thiru A. Ponnudurai, s/o Ayyakannu, Vellankuzhi, Ambasamudram Taluk.
Sir,
Under instructions from my client Thiru S. Gnanaprakasam: the lease of the palmyra grove in S.No. 118/2 (3.40 acres)
under the registered deed dated 10.06.2019 expired on 30.06.2024. You have not paid the kuthagai for 2023-24 and
2024-25 and continue to tap the trees. You are called upon to pay arrears of Rs. 90,000 and hand over vacant
possession within 15 days, failing which my client will file a suit for possession and mesne profits.
                                                                Advocate
""")
u("backlog/2024-07/IMG_20240702_112233.jpg", "document_photo", "Taluk Office, Tirunelveli", "2024-07-02", ["C03"], [], """
தமிழ்நாடு அரசு - வருவாய்த் துறை
பட்டா எண் 1184   கிராமம்: பேட்டை   வட்டம்: திருநெல்வேலி
பட்டாதாரர்: சுப்பிரமணியன் த/பெ. மாடசாமி (இறந்தவர்)
புல எண் 212/3 நஞ்சை 1.60 ஏக்கர்; 214/1 நஞ்சை 1.25 ஏக்கர்  மொத்தம் 2.85 ஏக்கர்
நத்தம் வீடு: கதவு எண் 5/41, கீழத்தெரு, பேட்டை
(chitta extract, printed 02.07.2024, e-services)
""")
u("backlog/2024-07/legal heir certificate Subramanian.pdf", "document_scan", "Tahsildar, Tirunelveli", "2024-03-18", ["C03"], [], """
வாரிசு சான்றிதழ் (LEGAL HEIR CERTIFICATE)
No. 3341/2024/A2     Tahsildar, Tirunelveli     Dated 18.03.2024
Late Subramanian s/o Madasamy, Pettai, died on 02.11.2023, left the following legal heirs:
1. S. Murugesan (son) 2. S. Lakshmi Ammal (daughter) 3. S. Valli (daughter) 4. S. Sankar (son) 5. S. Kalyani (daughter)
(wife Ponnammal predeceased on 14.05.2010)
""")
u("backlog/2025-07/cheque return memo Jebakumar IOB.pdf", "document_scan", "Indian Overseas Bank, Palayamkottai", "2025-07-11", ["C04"], [], """
INDIAN OVERSEAS BANK   Palayamkottai Branch (0412)
CHEQUE RETURN MEMO                              Date: 11.07.2025
Cheque No. 208861 dated 08.07.2025 for Rs.4,50,000/- drawn by A. Jebakumar, S.B. A/c 0412010xxxxx,
presented by Nellai Vinayaga Traders through City Union Bank, Town branch.
Returned for: FUNDS INSUFFICIENT
                                                  Branch Manager
""")
u("backlog/2025-07/138 notice Jebakumar.docx", "typed_note_docx", L, "2025-07-24", ["C04"], [], """
S. ESAKKIMUTHU, Advocate, Palayamkottai
Regd. Post with Ack. Due                                       Dt. 24.07.2025
To: A. Jebakumar, s/o Arulappan, 14 Church Street, Melapalayam, Tirunelveli-5.
Notice under Section 138(b) of the Negotiable Instruments Act, 1881
My client Nellai Vinayaga Traders, rep. by its proprietor V. Ganesan, supplied rice and pulses to your hotel on credit.
Towards the outstanding you issued cheque no. 208861 dated 08.07.2025 for Rs. 4,50,000 drawn on IOB Palayamkottai,
which was returned "funds insufficient" on 11.07.2025. Pay the said sum within 15 days of receipt of this notice.
                                                               Advocate
""")
u("backlog/2025-06/discharge summary Petchimuthu TVMCH.pdf", "document_scan",
  "Tirunelveli Medical College Hospital, Dept. of Orthopaedics", "2025-06-21", ["C05"], [], """
TIRUNELVELI MEDICAL COLLEGE HOSPITAL - DEPARTMENT OF ORTHOPAEDICS
DISCHARGE SUMMARY     IP No. 25/31877     DOA 03.06.2025   DOD 21.06.2025
Name: Petchimuthu  Age/Sex: 41/M   Address: Ilanji, Tenkasi Tk.
H/o RTA - hit by bus (TN 72 N xxxx) on Tenkasi-Courtallam road on 03.06.2025 at 7.30 am. Referred from GH Tenkasi.
Diagnosis: Closed fracture shaft of right femur; abrasions over right forearm.
Procedure: ORIF with interlocking nail, right femur on 05.06.2025.
Advice: non-weight bearing 8 weeks; review in ortho OP.
""")
u("backlog/2026-07/FIR 288 Thachanallur.pdf", "document_scan", "Thachanallur Police Station", "2026-07-19", ["C06"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Tirunelveli City   P.S.: Thachanallur   Crime No. 288/2026   Date: 19.07.2026
Sections: 118(1), 296(b), 351(3) BNS
Complainant: Sudalai s/o Karuppasamy, Thachanallur. On 18.07.2026 at about 9.30 pm near the Sudalai Madasamy temple
kodai, in a quarrel over the festival collection, Esakkiraja @ Raja s/o Sudalaimani abused him in filthy language,
attacked him with an aruval (sickle) causing a cut injury on the left forearm, and threatened to kill him.
Injured admitted in TVMCH. Accused absconding.                          Sub-Inspector of Police, Thachanallur
""")
u("backlog/2025-11/AS 22 of 2023 judgment Sub Court Tenkasi.pdf", "document_scan", "Subordinate Court, Tenkasi",
  "2025-09-12", ["C07"], [], """
IN THE COURT OF THE SUBORDINATE JUDGE, TENKASI
A.S. No. 22 of 2023 (against O.S. No. 140 of 2019, District Munsif Court, Tenkasi)
Chellappa & Anr. ... Appellants / Defendants     vs     Arumugam ... Respondent / Plaintiff
JUDGMENT (12.09.2025)
The plaintiff claimed an easement of necessity by a cart-track (vandi paadhai) 8 feet wide across S.No. 77/4 of the
defendants to reach his well and land in S.No. 77/6, Ayikudi. The trial court decreed the suit. An easement of
necessity ends when another access is available; the Commissioner's plan shows a field bund path on the east.
The decree of the trial court is set aside and the suit is dismissed. No costs.
                                                              Subordinate Judge, Tenkasi
""")

# ---------------- C01 Keelapattam temple suit (Principal District Court)
u("backlog/2026-01/20260108_174512.jpg", "handwritten_note_photo", L, "2026-01-08", ["C01"], ["C01-H01"], """
8.1.26 PDJ court - OS 38/25 Keelapattam kovil (Sivasubramanian)
IA 212/25 (inj. against Fit Person taking over hundi + kodai accounts) - GP Paramasivan: "JC remarks varala",
counter ku time. Rajendran appeared for Urar committee - implead petition poduvaar.
PDJ madam first question: temple accounts (varavu-selavu) + hundi register enga? - we had 2024-25 only.
Adutha thethi 5.2.26. Sivasubramanian kitta 2019-23 accounts kandippa kondu varanum nu sonnen.
""")
u("backlog/2026-02/IMG-20260205-WA0011.jpg", "handwritten_note_photo", G, "2026-02-05", ["C01"], ["C01-H02"], """
வழக்கு டைரி  05.02.2026  வியாழன்
முதன்மை மாவட்ட நீதிமன்றம், திருநெல்வேலி
O.S. 38/2025 - கீழப்பட்டம் முப்பிடாதி அம்மன் கோவில் (சிவசுப்பிரமணியன்)
I.A. 212/2025 - அரசு வழக்கறிஞர் எதிர்உரை (counter) தாக்கல் செய்யவில்லை.
இணை ஆணையர் குறிப்பு வரவில்லை என்று மீண்டும் வாய்தா கேட்டார்.
நீதிபதி அம்மா "கடைசி வாய்ப்பு" (last chance) என்று எழுதினார்கள்.
அடுத்த தேதி: 05.03.2026
- சுப்பையா
""")
u("backlog/2026-03/kovil case 5.3.26.docx", "typed_note_docx", L, "2026-03-05", ["C01"], ["C01-H03"], """
05.03.2026 - O.S. 38/2025 - Sivasubramanian v. Commissioner HR&CE - PDJ, Tirunelveli
GP filed counter in I.A. 212/2025 today (after the last chance). Says Fit Person is in charge since Sept 2025 and
hundi was opened on 22.09.2025 in the presence of the Inspector - Rs. 3,12,440 collected.
Rajendran's implead petition allowed - Keelapattam Urar committee is D3. He wants time for counter.
Adutha thethi 09.04.2026 for counter of D3 and arguments in I.A.
""")
u("backlog/2026-04/OS 38 of 2025 proceedings 09.04.2026.pdf", "certified_order_sheet_scan",
  "Principal District Court, Tirunelveli", "2026-04-13", ["C01"], ["C01-H04"], """
IN THE COURT OF THE PRINCIPAL DISTRICT JUDGE, TIRUNELVELI
Present: Tmt. S. Vasanthakumari, M.L., Principal District Judge
I.A. No. 212 of 2025 in O.S. No. 38 of 2025
K. Sivasubramanian ... Petitioner/Plaintiff   vs   The Commissioner, HR&CE Department, Chennai & 2 others ... Respondents
09.04.2026
Petitioner by Thiru S. Esakkimuthu. R1 and R2 by Thiru S. Paramasivan, Government Pleader. R3 by Thiru A. Rajendran.
Heard. The Fit Person has been in management since September 2025. Status quo as on date shall be maintained
regarding the administration of the temple. The hundi shall be opened only in the presence of the Inspector, HR&CE,
Tirunelveli and the petitioner or his representative, and the collection shall be deposited in the temple's
account. The annual kodai festival shall be conducted by the Fit Person. I.A. ordered in part. No costs.
Call on 11.06.2026 for written statement of D3.
                                                              Principal District Judge
""")
u("backlog/2026-06/kovil WS D3 11.6.txt", "typed_note_txt", L, "2026-06-11", ["C01"], ["C01-H05"], """
11/6/26 thursday - PDJ - kovil case (OS 38/25)
Rajendran filed WS for D3 (Urar committee): temple is "oor kovil", all 9 pangali families manage by turns,
Sivasubramanian's family only poojari-cum-accountant. Scheme decree of 1968 misquoted, they say.
GP adopts Commissioner's order.
ND 23.7.26 - issues + our proof affidavit ready pannanum.
""")
u("backlog/2026-07/20260723_165901.jpg", "handwritten_note_photo", L, "2026-07-23", ["C01"], ["C01-H06"], """
23/7 PDJ
OS 38/25 kovil - issues framed (5). Main issue: whether plaintiff is hereditary trustee under 1968 scheme.
PW1 Sivasubramanian proof affidavit filed, Ex.A1 to A14 (scheme decree 1968, accounts 2019-24).
Madam again asked hundi register original - produced, returned after perusal.
ND 10.9.26 - PW1 cross
""")
u("backlog/2026-09/IMG-20260910-WA0004.jpg", "handwritten_note_photo", G, "2026-09-10", ["C01"], ["C01-H07"], """
வழக்கு டைரி  10.09.2026  வியாழன்
மாவட்ட நீதிமன்றம் - O.S. 38/2025 (கோவில் வழக்கு)
PW1 சிவசுப்பிரமணியன் - அரசு வழக்கறிஞர் குறுக்கு விசாரணை (cross) முடிந்தது.
D3 வழக்கறிஞர் ராஜேந்திரன் அவர்கள் cross-க்கு வாய்தா கேட்டார் - cross deferred.
அடுத்த தேதி 29.10.2026
""")
u("backlog/2026-10/kovil PW1 cross 29-10-2026.docx", "typed_note_docx", L, "2026-10-29", ["C01"], ["C01-H08"], """
29.10.2026 - OS 38/2025 (Keelapattam Muppidathi Amman kovil) - PW1 cross by Rajendran (D3)
1 hr 10 min. Suggestion: kodai vizha collection 2023 Rs. 4.8 lakh not accounted - PW1 denied, said it went to the
kodai committee's own account. Admitted he did not file accounts for 2019-2023 before the JC "by oversight".
Strong point for us: he produced the 1968 scheme decree certified copy, D3 had no answer.
Cross concluded. Next PW2 Ayyappan (former trustee, 78 yrs). ND 03.12.2026.
""")
u("backlog/2026-12/kovil PW2 3.12.txt", "typed_note_txt", L, "2026-12-03", ["C01"], ["C01-H09"], """
3.12.26 - PDJ - OS 38/25 kovil case
PW2 Ayyappan (former trustee, 78) - proof affidavit filed, chief over. Said trusteeship always with Kandasamy Pillai
kulam, Urar committee only for the kodai.
Rajendran again cross deferred - "client instructions". Madam: "last chance for D3" written.
Adutha thethi 05.01.2027 - PW2 cross. Ayyappan ku vayasaachu, car arrange pannanum.
""")
u("backlog/2026-01/WhatsApp Chat with Sivasubramanian Trustee.txt", "whatsapp_export", "K. Sivasubramanian", "2026-12-04", ["C01"], [], """
08/01/26, 19:20 - Sivasubramanian Trustee: Vanakkam sir. Inniku case enna aachu?
08/01/26, 19:31 - Esakkimuthu Adv: Vanakkam. GP counter podala. 5.2 ku pottirukku. 2019-23 accounts ellam ready pannunga, judge amma kandippa kepanga.
09/04/26, 18:05 - Esakkimuthu Adv: IA la partly order. Status quo. Hundi open pannumbothu Inspector irukkanum, neenga illa unga aal irukkalaam.
09/04/26, 18:10 - Sivasubramanian Trustee: Kodai yaar nadathuvaanga sir?
09/04/26, 18:12 - Esakkimuthu Adv: Fit Person than nadathuvaar. Neenga kalandhukonga, prachanai pannaadheenga.
04/12/26, 08:45 - Sivasubramanian Trustee: Sir Ayyappan maama 5 jan varuvaar, car naan anuppuren.
04/12/26, 08:50 - Esakkimuthu Adv: Seri. 10.30 ku court la irukkanum.
""")

# ---------------- C02 Vellankuzhi palmyra grove lease suit (Sub Court, Ambasamudram)
u("backlog/2026-03/IMG-20260318-WA0007.jpg", "handwritten_note_photo", G, "2026-03-18", ["C02"], ["C02-H03"], """
வழக்கு டைரி  18.03.2026  புதன்
சார்பு நீதிமன்றம், அம்பாசமுத்திரம் - O.S. 58/2025 (ஞானபிரகாசம் - பனந்தோப்பு)
பிரதிவாதி எழுத்துமூல வாக்குமூலம் (WS) தாக்கல். குத்தகை வாய்மொழியாக 5 வருடம் புதுப்பிக்கப்பட்டது என்கிறார்கள்.
குத்தகை பணத்துக்கு பதிலாக கருப்பட்டி கொடுத்ததாக சொல்கிறார்கள்.
அடுத்த தேதி 15.04.2026 - பதில் வாக்குமூலம் (reply statement) / issues
""")
u("backlog/2026-04/OS 58-2025 docket 15.04.2026.pdf", "certified_order_sheet_scan", "Subordinate Court, Ambasamudram",
  "2026-04-20", ["C02"], ["C02-H04"], """
IN THE COURT OF THE SUBORDINATE JUDGE, AMBASAMUDRAM
O.S. No. 58 of 2025     S. Gnanaprakasam ... Plaintiff  vs  A. Ponnudurai ... Defendant
15.04.2026
Plaintiff present. Counsel for plaintiff present. Defendant and counsel present. Reply statement filed.
Issues framed: (1) Whether the lease dated 10.06.2019 was orally renewed for five years? (2) Whether the plaintiff
is entitled to recover possession? (3) Whether the plaintiff is entitled to arrears of Rs. 90,000 and mesne profits?
(4) To what relief? Plaintiff's side evidence. Call on 17.06.2026 (after summer vacation).
                                                              Subordinate Judge
""")
u("backlog/2026-08/ambai commissioner 26.8.txt", "typed_note_txt", L, "2026-08-26", ["C02"], ["C02-H07"], """
26.8.26 wed - Ambai Sub Court - OS 58/25 panai thoppu
IA for Advocate Commissioner allowed (as expected - Ambai judge always wants a commissioner to see the spot).
Commissioner: Thiru T. Velmurugan, Advocate. To note: number of palmyra trees, how many being tapped (padhaneer /
karupatti), who is in possession, any hut. Commissioner fee Rs. 6,000 by plaintiff. Inspection 12.9.26.
Maheswari objected - no use. ND 7.10.26 for report.
""")
u("backlog/2026-09/Advocate Commissioner report OS 58.pdf", "document_scan", "T. Velmurugan, Advocate Commissioner",
  "2026-09-30", ["C02"], [], """
REPORT OF THE ADVOCATE COMMISSIONER - O.S. No. 58 of 2025, Sub Court, Ambasamudram
I inspected S.No. 118/2, Vellankuzhi on 12.09.2026 at 7 a.m. with both parties and counsel.
1. Total palmyra trees in the grove: 212 (two hundred and twelve).
2. Trees being tapped at present: 138; climbing ropes and pots (kalayam) found on them.
3. A thatched hut with a karupatti furnace is in the north-east corner; the defendant's men were working there.
4. The defendant's son stated that they are tapping since 2019 and paid the owner "in karupatti".
Rough sketch and 16 photographs annexed.                    sd/- T. Velmurugan, Advocate Commissioner, 30.09.2026
""")
u("backlog/2026-10/OS 58 report 7 oct.docx", "typed_note_docx", L, "2026-10-07", ["C02"], ["C02-H08"], """
07.10.2026 - Sub Court Ambasamudram - O.S. 58/2025 Gnanaprakasam v. Ponnudurai
Commissioner report filed: 212 trees, 138 being tapped, furnace hut in NE corner. Good for mesne profits.
Maheswari filed objections to the report - says trees "counted twice". Judge: objections will be considered at trial.
Defendant side evidence now. ND 18.11.2026 - DW1.
""")

# ---------------- C03 Pettai partition suit (Principal Sub Court)
u("backlog/2026-01/20260113_170233.jpg", "handwritten_note_photo", L, "2026-01-13", ["C03"], ["C03-H01"], """
13.1.26 Prl Sub Court - OS 163/24 pangu case (Lakshmi Ammal)
Balasubramanian for D1 Murugesan: "samadhanam pesikittu irukkom" - time ketaar. Sub Judge asked both - are you
talking settlement? Lakshmi akka said "avan onnum kudukka maattaan".
Pongal leave - ND 10.2.26 for issues.
""")
u("backlog/2026-02/pangu issues 10.2.26.docx", "typed_note_docx", L, "2026-02-10", ["C03"], ["C03-H02"], """
10.02.2026 - O.S. 163 of 2024 - Lakshmi Ammal & Anr. v. Murugesan & Ors. - Principal Sub Court, Tirunelveli
No settlement. Issues framed:
1. Whether there was an oral partition in 1998 as pleaded by D1?
2. Whether the plaintiffs are entitled to 1/5 share each under s. 6 of the Hindu Succession Act as amended in 2005?
3. Whether the suit is bad for non-joinder of Kalyani's husband?
4. To what relief?
Sub Judge wants patta, chitta, adangal extracts marked through PW1. ND 17.03.2026 - PW1.
""")
u("backlog/2026-03/IMG-20260317-WA0019.jpg", "handwritten_note_photo", G, "2026-03-17", ["C03"], ["C03-H03"], """
வழக்கு டைரி  17.03.2026  செவ்வாய்
முதன்மை சார்பு நீதிமன்றம் - O.S. 163/2024 (பங்கு வழக்கு - லட்சுமி அம்மாள்)
PW1 லட்சுமி அம்மாள் சாட்சிய உறுதிமொழி பத்திரம் (proof affidavit) தாக்கல்.
எதிர் தரப்பு வழக்கறிஞர் பாலசுப்பிரமணியன் குறுக்கு விசாரணைக்கு வாய்தா - cross deferred.
அடுத்த தேதி 21.04.2026
""")
u("backlog/2026-04/Lakshmi cross 21.4.txt", "typed_note_txt", L, "2026-04-21", ["C03"], ["C03-H04"], """
21-04-2026  pangu case (OS 163/24) PW1 Lakshmi Ammal cross by Balasubramanian
She admitted marriage in 1989 and 15 sovereigns of gold as seer - but said that is not a partition.
Denied any 1998 oral partition; "appa sethathu 2023 la, athuvarai ellaam appa per la than".
Stood well. ND 23.6.26 for PW2 Valli.
""")
u("backlog/2026-06/OS 163 of 2024 docket 23.06.2026.pdf", "certified_order_sheet_scan",
  "Principal Subordinate Court, Tirunelveli", "2026-06-26", ["C03"], ["C03-H05"], """
IN THE COURT OF THE PRINCIPAL SUBORDINATE JUDGE, TIRUNELVELI
O.S. No. 163 of 2024    Lakshmi Ammal & Anr. ... Plaintiffs   vs   Murugesan & 3 Ors. ... Defendants
23.06.2026
Plaintiffs present. D1 present. PW2 Valli examined in chief and cross-examined by counsel for D1. Ex.A1 to Ex.A9
(patta, chitta, adangal extracts, legal heir certificate) marked through PW1/PW2. Plaintiffs' side closed.
Call on 04.08.2026 for defendants' evidence.
                                                              Principal Subordinate Judge
""")
u("backlog/2026-08/4 aug notes.txt", "typed_note_txt", L, "2026-08-04", ["C03", "C06"], ["C03-H06", "C06-H01"], """
04.08.26 tue - Tirunelveli

1) Pangu case (OS 163/24) - Prl Sub Court. DW1 not ready. Balasubramanian again "samadhanam pesarom, Murugesan
   konjam land kudukka ready". Time given. Lakshmi akka not happy - "ithu ellaam delay" nu sonnanga.
   ND 8.9.26 DW1.

2) Raja bail (Crl.M.P. 2417/26) - Principal Sessions, PDJ madam. APP Selvakumar: police report not received.
   Madam called for report from Thachanallur police. ND 7.8.26. Muthulakshmi (amma) cried in corridor - told her
   3-4 days la aagum.
""")
u("backlog/2026-09/20260908_171150.jpg", "handwritten_note_photo", L, "2026-09-08", ["C03"], ["C03-H07"], """
8/9 Prl Sub - pangu
DW1 Murugesan chief (proof affidavit): says oral partition (vaimozhi pangu) in 1998 in presence of panchayatars;
sisters got gold & cash as their share, so no share in land. No document.
Cross by us next date. ND 13.10.26. Lakshmi akka + Valli varanum.
""")
u("backlog/2026-10/DW1 Murugesan cross 13.10.2026.docx", "typed_note_docx", L, "2026-10-13", ["C03"], ["C03-H08"], """
13.10.2026 - OS 163/2024 - DW1 Murugesan cross (by me) - Principal Sub Court
Admitted: patta still in father's name (Ex.A1); adangal shows father as cultivator till 2023.
Admitted there is no registered partition deed and no panchayat muchalika for the 1998 partition.
Could not give names of the panchayatars except one who is dead.
Admitted sisters' names in the legal heir certificate (Ex.A4).
Evidence over both sides. ND 24.11.2026 for arguments.
""")
u("backlog/2026-11/IMG-20261124-WA0022.jpg", "handwritten_note_photo", G, "2026-11-24", ["C03"], ["C03-H09"], """
வழக்கு டைரி  24.11.2026  செவ்வாய்
முதன்மை சார்பு நீதிமன்றம் - O.S. 163/2024 பங்கு வழக்கு
பிரதிவாதி வழக்கறிஞர் பாலசுப்பிரமணியன்: சமாதானம் பேசுகிறோம் என்று மீண்டும் வாய்தா கேட்டார்.
நீதிபதி: இதுவே கடைசி வாய்ப்பு (last chance), அடுத்த தேதி வாதம் (arguments).
அடுத்த தேதி 22.12.2026
""")
u("backlog/2026-12/partition args 22.12.txt", "typed_note_txt", L, "2026-12-22", ["C03"], ["C03-H10"], """
22.12.26 - Prl Sub Court - OS 163/24 pangu
Our arguments heard, 40 min: no partition deed, patta in father's name, s. 6 HSA 2005 - daughters coparceners
(Vineeta Sharma). Written arguments filed today with 6 citations.
Balasubramanian to argue next date. ND 19.01.2027.
""")

# ---------------- C04 Jebakumar cheque case (JM-II)
u("backlog/2026-01/IMG-20260119-WA0003.jpg", "handwritten_note_photo", G, "2026-01-19", ["C04"], ["C04-H01"], """
வழக்கு டைரி  19.01.2026  திங்கள்
குற்றவியல் நடுவர் நீதிமன்றம் எண் II, திருநெல்வேலி
S.T.C. 412/2025 - நெல்லை விநாயகா டிரேடர்ஸ் எதிர் ஜெபகுமார் (செக் வழக்கு)
எதிரி ஆஜர். ஜாமீன் கொடுக்கப்பட்டது. நகல்கள் கொடுக்கப்பட்டன.
எதிரி வழக்கறிஞர்: C. ஆறுமுகப்பெருமாள்
அடுத்த தேதி 23.02.2026
""")
u("backlog/2026-02/cheque case plea 23.2.txt", "typed_note_txt", L, "2026-02-23", ["C04"], ["C04-H02"], """
23.2.26 JM-II - STC 412/25 Vinayaga Traders v Jebakumar
Accused questioned (251 CrPC / 274 BNSS) - not guilty. Defence: cheque given in 2022 as security for a chit run by
Ganesan's brother-in-law, not for rice supply. Arumugaperumal says he will file a petition to send the cheque to
handwriting expert (ink difference).
Ganesan present. ND 30.3.26 for CW1.
""")
u("backlog/2026-03/STC 412-2025 proceedings 30.03.2026.pdf", "certified_order_sheet_scan",
  "Judicial Magistrate No. II, Tirunelveli", "2026-04-02", ["C04"], ["C04-H03"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE No. II, TIRUNELVELI
Present: Tmt. R. Kalaiselvi, B.A., B.L.
S.T.C. No. 412 of 2025    Nellai Vinayaga Traders rep. by its Proprietor V. Ganesan  vs  A. Jebakumar
30.03.2026
Complainant present. Accused absent; petition under Section 355 BNSS filed by his counsel stating he is unwell.
Petition allowed with a warning that the accused shall be present on every date fixed for evidence.
CW1 V. Ganesan examined in chief by proof affidavit; Ex.P1 to Ex.P6 (cheque, return memo, notice, postal
acknowledgement, reply, ledger extract) marked. Cross reserved. Call on 04.05.2026.
                                                              Judicial Magistrate No. II
""")
u("backlog/2026-06/20260615_143822.jpg", "handwritten_note_photo", L, "2026-06-15", ["C04"], ["C04-H05"], """
15.6 JM-II
Cheque case (Jebakumar) - CW1 Ganesan cross by Arumugaperumal, 45 min.
Suggestion: chit security - denied. Ganesan: "hotel ku arisi, paruppu credit la kuduthom, ledger iruku".
Admitted no written agreement for credit. OK overall.
CW2 - IOB Palayamkottai manager summons. ND 20.7.26
""")
u("backlog/2026-08/cheque case CW2 24-08-26.docx", "typed_note_docx", L, "2026-08-24", ["C04"], ["C04-H07"], """
24.08.2026 - JM-II Tirunelveli - STC 412/2025 (Jebakumar)
CW2 R. Suresh, Asst. Manager, IOB Palayamkottai examined - proved return memo and account statement (Ex.P7):
balance on 08.07.2025 was Rs. 11,204 only. Cross: nil of importance.
Complainant side closed. Next: questioning of accused u/s 351 BNSS. ND 28.09.2026.
""")
u("backlog/2026-09/IMG_20260928_151004.jpg", "handwritten_note_photo", L, "2026-09-28", ["C04"], ["C04-H08"], """
28/9 JM-II
Jebakumar again absent - Arumugaperumal 355 petition (Velankanni trip!). Madam allowed but warned again -
"next date accused must be present for 351 questioning, else NBW".
ND 2.11.26.
""")
u("backlog/2026-11/jebakumar 351 2.11.txt", "typed_note_txt", L, "2026-11-02", ["C04"], ["C04-H09"], """
2.11.2026 - JM-II - STC 412/25
Accused present, questioned u/s 351 BNSS - says security cheque for chit, rice supply false.
Defence witness list filed: DW1 Arul (his brother-in-law, "chit member"). ND 7.12.26 for DW1.
""")
u("backlog/2026-12/IMG-20261207-WA0009.jpg", "handwritten_note_photo", G, "2026-12-07", ["C04"], ["C04-H10"], """
வழக்கு டைரி  07.12.2026  திங்கள்
JM-II - S.T.C. 412/2025 (செக் வழக்கு - ஜெபகுமார்)
எதிரி ஆஜராகவில்லை - 355 மனு தாக்கல், அனுமதிக்கப்பட்டது.
எதிரி சாட்சி DW1 அருள் வரவில்லை. வாய்தா.
அடுத்த தேதி 07.01.2027
""")
u("backlog/2026-12/correction cheque case ND.txt", "typed_note_txt", L, "2026-12-08", ["C04"], [], """
8/12 - CORRECTION
Jebakumar cheque case (STC 412/25, JM-II): Subbiah register la 07.01.2027 nu potturukkaar - thappu, adhu Tenkasi
MCOP date. Bench clerk kitta check panninen - sariyaana adutha thethi 05.01.2027 (Tuesday), DW1 Arul.
""")

# ---------------- C05 Petchimuthu MCOP (MACT Tenkasi)
u("backlog/2026-03/MCOP 96 tenkasi 26.3.docx", "typed_note_docx", L, "2026-03-26", ["C05"], ["C05-H02"], """
26.03.2026 - MACT (Sub Court) Tenkasi - M.C.O.P. 96/2025 Petchimuthu v. MD, TNSTC
Issues framed. PW1 Petchimuthu chief affidavit filed, Ex.P1 FIR (Cr. 174/2025 Courtallam PS), Ex.P2 wound
certificate, Ex.P3 TVMCH discharge summary, Ex.P4 bills Rs. 1,38,000.
Tribunal asked for wage proof - he is a mason (kothanar), Rs. 850 per day; maistry certificate to be got.
Ganapathy (TNSTC) wants cross next date. ND 25.06.2026 (vacation in between).
""")
u("backlog/2026-09/MCOP 96-2025 proceedings 03.09.2026.pdf", "certified_order_sheet_scan", "MACT (Sub Court), Tenkasi",
  "2026-09-07", ["C05"], ["C05-H05"], """
IN THE MOTOR ACCIDENTS CLAIMS TRIBUNAL (SUBORDINATE JUDGE), TENKASI
Present: Thiru A. Shanmugasundaram, M.L.
M.C.O.P. No. 96 of 2025    Petchimuthu ... Petitioner   vs   The Managing Director, TNSTC (Tirunelveli) Ltd. ... Respondent
03.09.2026
Petitioner present. Counsel for the respondent represents that the disability of 45% stated by PW2 is exaggerated.
The petitioner is referred to the Medical Board, Tirunelveli Medical College Hospital, for assessment of permanent
disability. The Dean shall send the report directly to this Tribunal. Call on 22.10.2026.
                                                              Motor Accidents Claims Tribunal
""")
u("backlog/2026-11/Medical Board certificate Petchimuthu.pdf", "document_scan",
  "Medical Board, Tirunelveli Medical College Hospital", "2026-11-10", ["C05"], [], """
OFFICE OF THE DEAN, TIRUNELVELI MEDICAL COLLEGE HOSPITAL - MEDICAL BOARD
Ref. No. MB/2026/1418                                          Date: 10.11.2026
Name: Petchimuthu, 42/M, Ilanji. Referred by MACT, Tenkasi in M.C.O.P. 96/2025.
Findings: united fracture shaft right femur with interlocking nail in situ; shortening 1.5 cm; restriction of
right knee flexion (0-95 degrees); difficulty in squatting and climbing.
Permanent partial disability assessed at 35% (thirty five per cent) with respect to the right lower limb.
                                            Chairman and Members, Medical Board
""")
u("backlog/2026-11/20261126_180305.jpg", "handwritten_note_photo", L, "2026-11-26", ["C05"], ["C05-H07"], """
26.11.26 Tenkasi MACT
Petchimuthu - Medical Board report came: 35% permanent partial (our doctor said 45). Marked Ex.C1.
Petitioner side closed. TNSTC to examine driver (RW1) + conductor.
ND 7.1.27 RW1. Maistry certificate for wage - still pending with Petchimuthu!!
""")

# ---------------- C06 Raja bail (Principal Sessions Court)
u("backlog/2026-08/raja bail 7.8.txt", "typed_note_txt", L, "2026-08-07", ["C06"], ["C06-H02"], """
7.8.26 fri - Crl.M.P. 2417/2026 (Esakkiraja @ Raja) - Principal Sessions
Police report came. APP Selvakumar objects: injured Sudalai still in TVMCH, cut injury left forearm, surgery done;
accused absconded 10 days. PDJ madam: wound certificate and accident register copy venum - called for.
Argued: JM rejected bail on 29.07 only on seriousness; accused in custody since 24.07.2026; no previous case.
ND 12.8.26.
""")
u("backlog/2026-08/Scan_20260813_120455.pdf", "certified_order_sheet_scan", "Principal Sessions Court, Tirunelveli",
  "2026-08-13", ["C06"], ["C06-H03"], """
IN THE COURT OF THE PRINCIPAL SESSIONS JUDGE, TIRUNELVELI
Present: Tmt. S. Vasanthakumari, M.L., Principal Sessions Judge
Crl.M.P. No. 2417 of 2026
Esakkiraja @ Raja ... Petitioner/Accused   vs   State rep. by the Inspector of Police, Thachanallur P.S. ... Respondent
(Crime No. 288 of 2026)
12.08.2026
The petitioner was arrested on 24.07.2026. The wound certificate shows the injury to the defacto complainant as
simple in nature; he was discharged on 06.08.2026. Investigation is nearly complete. The petitioner is ordered to be
released on bail on his executing a bond for Rs. 25,000/- with two sureties each for a like sum to the satisfaction
of the learned Judicial Magistrate No. I, Tirunelveli, and on condition that he shall appear before the Inspector of
Police, Thachanallur daily at 10.30 a.m. for two weeks and thereafter as and when required. He shall not tamper
with the witnesses. Petition allowed.
                                                              Principal Sessions Judge
""")
u("backlog/2026-08/WhatsApp Chat with Muthulakshmi Raja amma.txt", "whatsapp_export", "Muthulakshmi", "2026-08-27",
  ["C06"], ["C06-H03"], """
12/08/26, 13:02 - Esakkimuthu Adv: Amma, Raja ku bail kidaichuchu. 2 surety venum, 25000 bond. Naalaikku JM-1 la bond.
12/08/26, 13:15 - Muthulakshmi Raja amma: Romba nandri ayya. Surety yaar?
12/08/26, 13:17 - Esakkimuthu Adv: Unga thambi + oru property ulla aal. Patta, aadhaar eduthuttu vaanga.
14/08/26, 19:40 - Muthulakshmi Raja amma: Raja veetuku vanthuttaan ayya.
14/08/26, 19:45 - Esakkimuthu Adv: Seri. Thachanallur station la dhinamum 10.30 ku kaiyezhuthu podanum, 2 vaaram. Miss panna koodathu.
27/08/26, 09:10 - Muthulakshmi Raja amma: 2 vaaram mudinjuchu ayya. Ini station poganuma?
27/08/26, 09:20 - Esakkimuthu Adv: Ippo venaam. Police kooptaa mattum ponga.
""")

# ---------------- C07 Ayikudi second appeal (Madurai Bench)
u("backlog/2026-02/SA(MD) 736 of 2025 order 03.02.2026.pdf", "certified_order_sheet_scan",
  "Madras High Court, Madurai Bench", "2026-02-09", ["C07"], ["C07-H01"], """
BEFORE THE MADURAI BENCH OF MADRAS HIGH COURT
DATED: 03.02.2026
CORAM: THE HONOURABLE MR. JUSTICE T. KANNAPPAN
S.A.(MD) No. 736 of 2025 and C.M.P.(MD) No. 9912 of 2025
Arumugam ... Appellant   vs   1. Chellappa 2. Selvi ... Respondents
For Appellant: Mr. S. Esakkimuthu     For Respondents: Mr. R. Senthilnathan (caveator)
ORDER
Mr. R. Senthilnathan takes notice for the respondents on caveat. There shall be an order of interim stay of the
decree in A.S. No. 22 of 2023 on the file of the Sub Court, Tenkasi, on condition that the appellant deposits a
sum of Rs. 75,000/- to the credit of O.S. No. 140 of 2019 within four weeks. Post for admission on 07.04.2026.
                                                              T.KANNAPPAN, J.
""")
u("backlog/2026-03/WhatsApp Image 2026-03-02 at 16.20.11.jpeg", "document_photo", "District Munsif Court, Tenkasi",
  "2026-03-02", ["C07"], [], """
DISTRICT MUNSIF COURT, TENKASI - RECEIPT
Court Deposit Receipt No. 114/2026            Date: 02.03.2026
Received from Arumugam s/o Periyasamy a sum of Rs. 75,000/- (Rupees Seventy five thousand only) to the credit of
O.S. No. 140 of 2019, as directed in C.M.P.(MD) No. 9912 of 2025 in S.A.(MD) No. 736 of 2025 dated 03.02.2026.
                                                     Sheristadar / Cashier
""")
u("backlog/2026-04/IMG_20260407_153015.jpg", "handwritten_note_photo", L, "2026-04-07", ["C07"], ["C07-H02"], """
7.4.26 Madurai - Ct 6 Kannappan J
Arumugam SA - Senthilnathan sought time to file counter to stay petition + oppose admission. Given.
Deposit receipt 75,000 filed (memo). Stay extended.
Summer vac May - ND 16.6.26. Bus back 5.40.
""")
u("backlog/2026-06/SA(MD) 736-2025 admission 16.06.2026.pdf", "certified_order_sheet_scan",
  "Madras High Court, Madurai Bench", "2026-06-22", ["C07"], ["C07-H03"], """
BEFORE THE MADURAI BENCH OF MADRAS HIGH COURT
DATED: 16.06.2026
CORAM: THE HONOURABLE MR. JUSTICE T. KANNAPPAN
S.A.(MD) No. 736 of 2025 and C.M.P.(MD) No. 9912 of 2025
Arumugam ... Appellant   vs   1. Chellappa 2. Selvi ... Respondents
JUDGMENT/ORDER
Admit. The following substantial questions of law arise:
(1) Whether the lower appellate court was right in holding that the easement of necessity stood extinguished when
the alleged alternative path along the field bund was not found fit for a cart?
(2) Whether the lower appellate court erred in reversing the trial court's finding without adverting to the
Commissioner's report and plan (Ex.C1, C2)?
The interim stay granted on 03.02.2026 is made absolute. C.M.P. closed. Call for records.
                                                              T.KANNAPPAN, J.
""")
u("backlog/2026-09/madurai 22.9.txt", "typed_note_txt", L, "2026-09-22", ["C07"], ["C07-H04"], """
22/9/26 Madurai Bench, Ct 6
SA(MD) 736/25 Arumugam - item 41 in final hearing list, not reached. Court rose at 4.45.
Mariselvam mentioned - "next date first in list" kettom, judge said will see. ND 8.12.26.
Arumugam Konar paid Rs. 10,000 fee balance (cash, receipt given).
""")
u("backlog/2026-12/Document1 (3).docx", "typed_note_docx", L, "2026-12-08", ["C07"], ["C07-H05"], """
08.12.2026 - Madurai Bench - Kannappan J - S.A.(MD) 736/2025 (Arumugam v. Chellappa)
Not reached again (item 18). Judge at 4.30 asked registry: lower court records + Commissioner's plan (Ex.C2) of
O.S. 140/2019 must be in the bundle before next hearing - records not yet received from Tenkasi.
Adutha thethi 09.02.2027 - final hearing.
Write to DMC Tenkasi copyist for certified copy of Ex.C2 plan - send Mariselvam.
""")

# ---------------- the junior's chats (Ambai, Tenkasi, JM-II)
u("backlog/2026-06/WhatsApp Chat with Mariselvam Jr.txt", "whatsapp_export", J, "2026-06-25",
  ["C02", "C05", "C04"], ["C02-H01", "C02-H02", "C05-H01", "C04-H04", "C02-H05", "C05-H03"], """
21/01/26, 12:48 - Mariselvam Jr: Sir Ambai OS 58 - defendant appear aanaar, Maheswari madam WS ku time kettaanga. Adutha thethi 18/2
21/01/26, 12:50 - Esakkimuthu Adv: ok. Gnanaprakasam kitta sollidu
12/02/26, 13:30 - Mariselvam Jr: Sir Tenkasi MCOP Petchimuthu - TNSTC counter file panniyaachu. Avanga story: Petchimuthu footboard la ninnu vizhunthaar nu. ND 26.3
18/02/26, 12:10 - Mariselvam Jr: Sir Ambai panai thoppu case - WS innum podala. Judge Rs.500 cost pottu time kuduthaar. ND 18.3.26
18/02/26, 12:11 - Esakkimuthu Adv: Good. Cost vaangi Gnanaprakasam kitta kudu
04/05/26, 11:55 - Mariselvam Jr: Sir JM-II cheque case - CW1 cross ku Arumugaperumal sir time kettaar, Ganesan sir vanthirunthaar. ND 15.6
17/06/26, 13:05 - Mariselvam Jr: Sir Ambai - PW1 Gnanaprakasam chief affidavit file panniyaachu. Maheswari madam cross defer panna sonnanga. ND 22.7
25/06/26, 14:20 - Mariselvam Jr: Sir Tenkasi - Petchimuthu cross mudinjuchu. Ganapathy sir footboard suggestion kuduthaar - Petchimuthu "naan footboard la nikkala, bus stop la erum pothu bus eduthuttaanga" nu sonnaar. ND 30.7
25/06/26, 14:22 - Esakkimuthu Adv: Super. Doctor summons ready pannu
""")
u("backlog/2026-12/WhatsApp Chat with Mariselvam Jr (2).txt", "whatsapp_export", J, "2026-12-16",
  ["C02", "C05", "C04"], ["C02-H06", "C04-H06", "C05-H04", "C05-H06", "C02-H09", "C02-H10"], """
20/07/26, 12:35 - Mariselvam Jr: Sir JM-II - IOB manager (CW2) varala. Summons thirumba. ND 24/8
20/07/26, 12:36 - Esakkimuthu Adv: Bank ku letter kudu, manager kitta direct ah pesu
22/07/26, 13:40 - Mariselvam Jr: Sir Ambai - PW1 Gnanaprakasam cross by Maheswari madam. 2024 la 40 kg karupatti vaanginathai othukittaar, aana "adhu anbalippu, kuthagai illa" nu sonnaar. ND 26.8
30/07/26, 14:05 - Mariselvam Jr: Sir Tenkasi - PW2 Dr. Raghavan (ortho, GH Tenkasi) - 45% disability nu sonnaar. Ganapathy sir Medical Board ku anuppa petition poduvaar. ND 3.9
22/10/26, 12:20 - Mariselvam Jr: Sir Tenkasi MCOP - Medical Board report innum varala. ND 26.11
18/11/26, 13:10 - Mariselvam Jr: Sir Ambai - DW1 Ponnudurai chief affidavit file aachu. Cross defer - neenga varuveenga nu sonnen. ND 16.12
16/12/26, 15:45 - Esakkimuthu Adv: Ambai DW1 cross mudinjuchu. Written renewal edhuvum illa nu othukittaan, karupatti kuduthathu "kuthagaikku pathila" nu sonnaan. Adutha thethi 20.1.27 - DW2 (avan magan).
16/12/26, 15:47 - Mariselvam Jr: Super sir 👍 diary la potturen
""")

# ---------------- the week plan and a cause list
u("backlog/2027-01/Week plan 4-9 Jan 2027.docx", "typed_note_docx", L, "2027-01-02", ["C01", "C04", "C05", "C03", "C02", "C07"], [], """
WEEK PLAN - 4 to 9 January 2027
Tue 5/1  PDJ - kovil case (OS 38/25) - PW2 Ayyappan cross by D3. Car for Ayyappan (trustee sending). Keep certified
         copy of 1968 scheme decree + hundi register ready; prepare re-examination.
Tue 5/1  JM-II - Jebakumar cheque case - DW1 Arul. Cross points: chit register? chit registration under Chit Funds
         Act? Ask for NBW if accused absent again.
Thu 7/1  Tenkasi MACT - Petchimuthu - RW1 driver. Get the maistry wage certificate from Petchimuthu before 7/1;
         cross RW1 on the bus stop point.
Pending: Pettai pangu reply arguments (19/1); Ambai DW2 (20/1); Madurai SA - Ex.C2 plan certified copy from Tenkasi.
""")
u("backlog/2027-01/JM2 Tirunelveli cause list 05.01.2027.pdf", "cause_list_pdf", "Judicial Magistrate No. II, Tirunelveli",
  "2027-01-04", ["C04"], [], """
DISTRICT COURT, TIRUNELVELI - CAUSE LIST FOR 05.01.2027 (TUESDAY)
COURT OF THE JUDICIAL MAGISTRATE No. II, TIRUNELVELI
Sl.  Case No.           Parties                                              Stage
1    S.T.C. 118/2024    Sri Nellaiappar Finance vs Muthukumar                Evidence
2    C.C. 641/2025      State (Palayamkottai P.S.) vs Rajan & 2 Ors.         Charges
3    S.T.C. 412/2025    Nellai Vinayaga Traders vs A. Jebakumar              Defence witness
4    S.T.C. 77/2026     Tamilselvi vs Karthik                                Appearance
5    C.C. 902/2025      State (Melapalayam P.S.) vs Abdul Kader              Evidence
""")
