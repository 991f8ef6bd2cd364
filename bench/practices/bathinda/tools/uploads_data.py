"""The uploads of the Bathinda practice: what Adv. Sidhu, his junior Navneet and the munshi Gurdev Singh kept."""

L, J, M = "Harjinder Singh Sidhu", "Navneet Kaur Brar", "Gurdev Singh (munshi)"
U = []
GUR = str.maketrans("0123456789", "੦੧੨੩੪੫੬੭੮੯")


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


def reg(file, date, case_ids, hearing_ids, text):
    """A page of the munshi's peshi register: Gurmukhi, Gurmukhi digits."""
    u(file, "handwritten_note_photo", M, date, case_ids, hearing_ids, text.translate(GUR))


# ---------------- documents
u("backlog/2025-04/IMG_20250428_113012.jpg", "document_photo", "Halqa Patwari, Kot Shamir", "2025-04-28", ["C01"], [], """
FARD JAMABANDI (NAKAL) - Sal 2021-22   Mauza Kot Shamir   Hadbast No. 214   Tehsil & Zila Bathinda
Khewat 187   Khatauni 265
Malkan: Bachittar Singh s/o Inder Singh (since deceased) - mutation no. 4412 dated 16.11.2023 in favour of
Baljinder Singh, Sukhdev Singh, Gurmeet Singh sons of Bachittar Singh in equal shares on 'khangi taksim'
Kasht: Gurmeet Singh (khud kasht)   Khasra 112//7  5-2  Nehri    112//8  4-4  Chahi    Total 9 kanal 6 marla
Fard jari 28.04.2025     Fee Rs. 50     sd/- Patwari Halqa Kot Shamir
""")
u("backlog/2025-05/Plaint Gurmeet Singh Kot Shamir final.pdf", "document_scan", L, "2025-05-10", ["C01"], [], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), BATHINDA
Gurmeet Singh s/o Bachittar Singh, r/o village Kot Shamir, Tehsil & Distt. Bathinda        ...Plaintiff
Versus
1. Baljinder Singh  2. Sukhdev Singh sons of Bachittar Singh  3. Jasvir Kaur w/o Baljinder Singh   ...Defendants
Suit for declaration that the plaintiff is owner in possession of land measuring 9 kanal 6 marla comprised in khasra
nos. 112//7 (5-2) and 112//8 (4-4), village Kot Shamir, and that mutation no. 4412 dated 16.11.2023 sanctioned by
the Tehsildar Bathinda on the basis of an alleged family settlement (khangi taksim) dated 02.03.2019 is illegal, void
and not binding; with consequential relief of permanent injunction restraining the defendants from interfering in
his peaceful possession. The plaintiff never signed any family settlement; his thumb impression is forged.
Value for court fee and jurisdiction Rs. 2,00,000.     Bathinda, 10.05.2025     through Harjinder Singh Sidhu, Advocate
""")
u("backlog/2026-07/WS CS 318 Baljinder.pdf", "document_scan", "Jagroop Singh Mann, Advocate", "2026-07-07", ["C01"], ["C01-H01"], """
IN THE COURT OF SH. AMANDEEP SINGH GREWAL, CIVIL JUDGE (SR. DIVN.), BATHINDA
CS No. 318 of 2025   Gurmeet Singh vs Baljinder Singh & Ors.
WRITTEN STATEMENT on behalf of defendants No. 1 to 3
Preliminary objections: the suit is barred as the plaintiff did not challenge the mutation before the revenue
authorities; the family settlement (khangi taksim) dated 02.03.2019 was acted upon and mutation no. 4412 sanctioned.
On merits: Khasra no. 112//8 fell to the share of defendant No. 1, who installed a tubewell (motor connection
no. AP-17xxx) on it in 2020. The plaintiff is in possession of 112//7 only. Suit be dismissed with costs.
Filed on 07.07.2026      through Jagroop Singh Mann, Advocate
""")
u("backlog/2026-06/WhatsApp Image 2026-06-02 at 18.22.41.jpeg", "document_photo", "Bansal Trading Co.", "2026-06-02", ["C02"], [], """
BANSAL TRADING CO.  Commission Agents   Shop No. 118, New Grain Market, Bathinda
KHATA: Harpreet Singh s/o Kaur Singh, pind Jodhpur Romana          Bahi No. 14, Page 62
Date        Particulars                        Naam (Dr.)     Jama (Cr.)
12.10.2023  Jhona (paddy) 142 qtl via J-form                   3,18,000
05.11.2023  Naqad advance (beej, DAP)          2,10,000
20.04.2024  Kanak (wheat) 96 qtl                              2,20,000
18.06.2024  Khad dawai + naqad                 4,65,000
Balance baaki as on 31.03.2026 with interest @ 1.5% p.m. ............... Rs. 6,84,500 (Naam)
sd/- Harpreet Singh (in token of balance)  sd/- Munim
""")
u("backlog/2025-09/Loan statement BCCB Nehianwala.pdf", "document_scan", "Bathinda Central Co-operative Bank, Nehianwala branch", "2025-09-10", ["C03"], [], """
THE BATHINDA CENTRAL CO-OPERATIVE BANK LTD.   Branch: Nehianwala
STATEMENT OF LOAN ACCOUNT  (Tractor Loan)   A/c No. 3104xxxx   Borrower: Jaswant Singh s/o Mukhtiar Singh
Guarantor: Gurlal Singh s/o Mehar Singh    Vehicle: Swaraj 855 FE, Regn. PB-03-AP-xxxx
Sanctioned 14.06.2019: Rs. 6,50,000    Instalments half-yearly (Rabi / Kharif)
Outstanding as on 31.08.2025 (principal + interest + penal): Rs. 8,40,000
Remarks: tractor repossessed 22.02.2024; sale proceeds to be adjusted.   sd/- Branch Manager
""")
u("backlog/2024-03/IMG_20240311_152207.jpg", "document_photo", "Bathinda Central Co-operative Bank, Nehianwala branch", "2024-03-11", ["C03"], [], """
THE BATHINDA CENTRAL CO-OP. BANK LTD. - NEHIANWALA     RECEIPT No. 007714    Date 11.03.2024
Received from Sh. Jaswant Singh s/o Mukhtiar Singh a sum of Rs. 2,00,000/- (Rupees Two Lakh only) in cash
towards One Time Settlement (OTS) of tractor loan A/c 3104xxxx. OTS amount settled: Rs. 4,10,000.
Balance Rs. 2,10,000 payable by 30.06.2024.                         Cashier      Branch Manager
""")
u("backlog/2026-04/cheque return memo Sukhpal PSB Goniana.pdf", "document_scan", "Punjab & Sind Bank, Goniana Mandi", "2026-04-09", ["C04"], [], """
PUNJAB & SIND BANK   Branch: Goniana Mandi, Distt. Bathinda
RETURN MEMO                                     Date: 09.04.2026
Cheque No. 071592 dated 05.04.2026 for Rs. 2,35,000/- drawn by Sukhpal Singh on SB A/c 0412xxxx, presented by
Satnam Pesticides through State Bank of India, Mall Road, Bathinda - RETURNED UNPAID.
Reason: ACCOUNT CLOSED (Code 12)                         Authorised Signatory
""")
u("backlog/2026-04/notice 138 Sukhpal Singh.docx", "typed_note_docx", L, "2026-04-20", ["C04"], [], """
HARJINDER SINGH SIDHU, Advocate, Chamber 47, District Courts, Bathinda
Regd. AD                                                        Dated: 20.04.2026
To: Sh. Sukhpal Singh s/o Gurnam Singh, village Gill Patti, Distt. Bathinda
Sub: Notice u/s 138 of the Negotiable Instruments Act, 1881
Under instructions from my client Satnam Pesticides, Mall Road, Bathinda through its partner Sh. Kulwant Rai: you
purchased pesticides and weedicides (narma / kapah spray) on credit for the Kharif 2025 season and towards the
balance issued cheque no. 071592 dated 05.04.2026 for Rs. 2,35,000 on Punjab & Sind Bank, Goniana Mandi, which was
returned 'account closed' on 09.04.2026. You are called upon to pay Rs. 2,35,000 within 15 days of receipt of
this notice, failing which my client shall proceed against you.                         Advocate
""")
u("backlog/2026-06/FIR 211 PS Canal Colony.pdf", "document_scan", "Police Station Canal Colony, Bathinda", "2026-06-03", ["C05"], [], """
FIRST INFORMATION REPORT (Under Section 173 BNSS)
District: Bathinda   P.S.: Canal Colony   FIR No. 0211   Date: 03.06.2026
Acts & Sections: NDPS Act, 1985 - 21(b), 29
Information: Police party on patrolling near the Bibiwala Chowk saw two youths on a Splendor motorcycle; on seeing
the police the pillion rider threw a polythene. The rider disclosed his name as Lovepreet Singh @ Lovi s/o Nachhattar
Singh r/o Parsram Nagar, Bathinda. The polythene on checking contained heroin (chitta) weighing 46 grams on the
electronic scale. The pillion rider Gurvinder @ Gindi fled. Recovery memo prepared, accused arrested.
                                                   SI Baljit Singh, PS Canal Colony
""")
u("backlog/2026-02/AIIMS discharge Paramjit Kaur.pdf", "document_scan", "AIIMS Bathinda, Dept. of Orthopaedics", "2026-02-19", ["C06"], [], """
ALL INDIA INSTITUTE OF MEDICAL SCIENCES, BATHINDA - DEPARTMENT OF ORTHOPAEDICS
DISCHARGE SUMMARY      CR No. 2026/0041xxx
Patient: Paramjit Kaur w/o Hardeep Singh, 41 yrs F, Bhucho Mandi
DOA 07.02.2026   DOD 19.02.2026   MLC: Yes (PS Nehianwala, DDR No. 14)
Diagnosis: Closed fracture shaft of right femur; lacerated wound scalp. History: RTA - hit by a canter on
Bathinda-Goniana road on 07.02.2026 while on scooty.
Procedure: Intramedullary interlocking nailing right femur on 09.02.2026. Advice: non-weight bearing 6 weeks.
Bills enclosed: Rs. 1,86,400.
""")
u("backlog/2024-03/FIR 88 PS Civil Lines.pdf", "document_scan", "Police Station Civil Lines, Bathinda", "2024-03-12", ["C07"], [], """
FIRST INFORMATION REPORT (Under Section 154 Cr.P.C.)
District: Bathinda   P.S.: Civil Lines   FIR No. 0088   Date: 12.03.2024
Acts & Sections: IPC 498-A, 406, 34
Complainant: Ramandeep Kaur d/o Jarnail Singh, r/o Rampura Phul. Married to Gagandeep Singh s/o Major Singh, Model
Town Phase-2, Bathinda on 18.11.2021. Alleges demand of a Fortuner car and Rs. 5 lakh after marriage, beatings,
turned out of the matrimonial home on 02.08.2023; istridhan (gold 18 tole, articles per list) retained.
Accused: Gagandeep Singh (husband), Major Singh (father-in-law), Sukhwinder Kaur (mother-in-law).
Registered after enquiry by the Women Cell, Bathinda.     Inspector, SHO PS Civil Lines
""")
u("backlog/2024-08/rent receipt Dharam Pal shop 3.jpg", "document_photo", "Kamaljit Kaur", "2024-08-05", ["C08"], [], """
RENT RECEIPT   No. 41
Received from Sh. Dharam Pal s/o Sham Lal (Dharam Pal Sweets) rent of Shop No. 3, near Bus Stand, Bathinda,
for the month of July 2024 @ Rs. 9,500/- per month.          Date 05.08.2024
                                                     sd/- Kamaljit Kaur (landlady)
(Note on back in pen: rent not paid after this - Aug 24 onwards)
""")

# ---------------- C01 Kot Shamir land suit
reg("backlog/2026-07/IMG-20260707-WA0009.jpg", "2026-07-07", ["C01"], ["C01-H01"], """
ਪੇਸ਼ੀ ਰਜਿਸਟਰ   ਮਿਤੀ 07.07.2026 (ਮੰਗਲਵਾਰ)
ਗੁਰਮੀਤ ਸਿੰਘ ਬਨਾਮ ਬਲਜਿੰਦਰ ਸਿੰਘ (ਕੋਟ ਸ਼ਮੀਰ ਜ਼ਮੀਨ) - ਸਿਵਲ ਜੱਜ ਸੀਨੀਅਰ ਡਿਵੀਜ਼ਨ
ਜਵਾਬ ਦਾਅਵਾ ਦਾਖਲ ਹੋ ਗਿਆ (ਮਾਨ ਵਕੀਲ)। ਰਿਪਲੀਕੇਸ਼ਨ ਲਈ।
ਅਗਲੀ ਤਰੀਕ 11.08.2026
- ਗੁਰਦੇਵ ਸਿੰਘ
""")
u("backlog/2026-08/kot shamir 11 aug.txt", "typed_note_txt", L, "2026-08-11", ["C01"], ["C01-H02"], """
11/8 - Gurmeet v Baljinder, CS 318/25, Grewal sahib
replication file kar ditti. Judge sahib ne pehla sawal - "latest jamabandi kithe aa?" - 2021-22 di nakal si, but
oh keh rahe 2021-22 wali fard fresh lao with the mutation 4412 di copy (roznamcha waqiati). Patwari ton mangwani.
Mann ne kaha tubewell 112//8 te 2020 ton hai. Agli tareekh 14.09.2026 issues.
""")
u("backlog/2026-09/20260914_164511.jpg", "handwritten_note_photo", L, "2026-09-14", ["C01", "C03"], ["C01-H03", "C03-H02"], """
14.9.26 (Mon)  CJSD Grewal - two matters same court
(1) Gurmeet / Kot Shamir - issues framed, 5 issues. Onus of issue 1 (family settlement forged) on us, issue on
    mutation 4412 onus on defts. LC appl. moved for spot inspection - reply by Mann. ND 27.10.26
(2) Jaswant tractor loan - bank (Garg) ne replication layi time mangya. Given. ND 13.10.26
    Jaswant ji nu dasya - OTS receipt di original rakh ke rakhyo.
""")
u("backlog/2026-10/CS 318-2025 order 27.10.2026.pdf", "certified_order_sheet_scan", "Civil Judge (Sr. Division), Bathinda", "2026-10-28", ["C01"], ["C01-H04"], """
IN THE COURT OF SH. AMANDEEP SINGH GREWAL, CIVIL JUDGE (SENIOR DIVISION), BATHINDA
CS No. 318 of 2025        CNR No. PBBT01-00xxxx-2025
Gurmeet Singh  vs  Baljinder Singh & Ors.
Present: Sh. Harjinder Singh Sidhu, Advocate for the plaintiff.
         Sh. Jagroop Singh Mann, Advocate for the defendants.
27.10.2026
Case called. Arguments on the application for appointment of a local commissioner heard. The possession of the
parties over khasra nos. 112//7 and 112//8 is disputed. Sh. Gurpreet Singh Sekhon, Advocate is appointed as local
commissioner to visit the spot and report on the factum of possession and cultivation; the Halqa Patwari shall
assist with the field book. Fee of the local commissioner is fixed at Rs. 7,500/- to be paid by the plaintiff.
Adjourned to 08.12.2026 for report of the local commissioner.
Reader note: copy of order to LC.                     (Amandeep Singh Grewal) CJSD, Bathinda
""")
u("backlog/2026-12/LC report note 8 dec.docx", "typed_note_docx", L, "2026-12-08", ["C01"], ["C01-H05"], """
08.12.2026 - Kot Shamir (CS 318/2025) - LC report
LC Sekhon ji di report aa gayi: spot visit 21.11.2026 with patwari. Khasra 112//7 - wheat (kanak) sown, plaintiff
Gurmeet Singh cultivating, neighbours stated so. Khasra 112//8 - tubewell of defendant No.1 Baljinder, half the
killa under his fodder (berseem). So possession split - good for us on 112//7, 112//8 weak.
Mann objected to report, filed objections. PE now. ND 16.02.2027.
Gurmeet nu kiha - witness te patwari da record ready rakho.
""")
u("backlog/2027-02/CS 318-2025 order dt 16-02-2027.pdf", "certified_order_sheet_scan", "Civil Judge (Sr. Division), Bathinda", "2027-02-17", ["C01"], ["C01-H06"], """
IN THE COURT OF SH. AMANDEEP SINGH GREWAL, CIVIL JUDGE (SENIOR DIVISION), BATHINDA
CS No. 318 of 2025   Gurmeet Singh vs Baljinder Singh & Ors.
Present: Sh. Harjinder Singh Sidhu, Advocate for the plaintiff.
         Sh. Jagroop Singh Mann, Advocate for the defendants.
16.02.2027
Case called. PW1 Gurmeet Singh has tendered his affidavit Ex. PW1/A along with documents Ex. P1 (fard jamabandi
2021-22) to Ex. P4. Learned counsel for the defendants seeks time to cross-examine PW1 as he is not prepared. Request
opposed. Cross-examination deferred subject to costs of Rs. 1,500/- payable to the plaintiff. Adjourned to 06.04.2027
for remaining PE. Plaintiff to summon the Halqa Patwari with the record of mutation no. 4412.
                                                       (Amandeep Singh Grewal) CJSD, Bathinda
""")
u("backlog/2027-04/gurmeet PW1 cross 6.4.txt", "typed_note_txt", L, "2027-04-06", ["C01"], ["C01-H07"], """
6/4/27 Kot Shamir - CJSD
costs 1500 Mann ne de ditte. PW1 Gurmeet cross by Mann - 1.5 ghanta. Admitted he didn't go to tehsil when mutation
was sanctioned ("mainu pata hi nahi laggeya"). Denied suggestion he signed the khangi taksim. Denied tubewell 112//8
is Baljinder's since 2020 - said motor connection in father's name. Theek hi rahi gawahi.
PW2 Jagsir Singh patwari came with roznamcha - mutation 4412 entered on a report of the lambardar, no thumb
impression of Gurmeet in the mutation register. Mann's cross short.
PE closed by statement. DE - agli tareekh 06.07.2027 (after June chhuttiyan).
""")

# ---------------- C02 Bansal arhtiya suit
u("backlog/2026-08/WhatsApp Chat with Raman Bansal Arhtiya.txt", "whatsapp_export", "Raman Bansal / Harjinder Singh Sidhu", "2026-11-18", ["C02"], ["C02-H01", "C02-H02", "C02-H04"], """
04/08/2026, 13:10 - Harjinder Sidhu Adv: Bansal ji, Harpreet appear ho gaya, Rakesh Mittal vakil. WS layi time. Agli 1/9
04/08/2026, 13:12 - Raman Bansal: ji theek. oh mandi vich keh reha c koi paisa nahi dena
01/09/2026, 12:40 - Harjinder Sidhu Adv: WS aa gaya. Oh keh rahe bahi diyan entries galat ne te dastkhat vi nahi mann de
01/09/2026, 12:41 - Harjinder Sidhu Adv: 6 October nu replication te issues
01/09/2026, 12:55 - Raman Bansal: dastkhat ohde hi ne bai ji, saare mandi wale jande
17/11/2026, 15:20 - Harjinder Sidhu Adv: Aj tuhadi gawahi ho gayi. Original bahi dikha ke wapis lai layi. Cross 12 January nu
17/11/2026, 15:22 - Raman Bansal: 🙏 ji
18/11/2026, 09:05 - Raman Bansal: Bai ji fees de 15000 bhej ditte GPay te
18/11/2026, 09:30 - Harjinder Sidhu Adv: mil gaye ji
""")
reg("backlog/2026-10/IMG-20261006-WA0017.jpg", "2026-10-06", ["C02", "C08"], ["C02-H03"], """
ਪੇਸ਼ੀ ਰਜਿਸਟਰ   ਮਿਤੀ 06.10.2026
1. ਬਾਂਸਲ ਟਰੇਡਿੰਗ ਬਨਾਮ ਹਰਪ੍ਰੀਤ ਸਿੰਘ (ਆੜ੍ਹਤੀਆ) - ਸਿਵਲ ਜੱਜ ਜੂਨੀਅਰ ਡਿਵੀਜ਼ਨ
   ਰਿਪਲੀਕੇਸ਼ਨ ਦਾਖਲ, 4 ਇਸ਼ੂ ਬਣੇ। ਮੁਦਈ ਦੀ ਗਵਾਹੀ। ਅਗਲੀ ਤਰੀਕ 17.11.2026
2. ਕਮਲਜੀਤ ਕੌਰ (ਬੱਸ ਅੱਡਾ ਦੁਕਾਨ) - ਕਿਰਾਇਆ ਕੰਟਰੋਲਰ - ਤਰੀਕ 21.11.2026 (ਪਹਿਲਾਂ ਹੀ ਲੱਗੀ)
""")
u("backlog/2027-01/bansal cross 12 jan.docx", "typed_note_docx", L, "2027-01-12", ["C02"], ["C02-H05"], """
12.01.2027 - Bansal Trading v Harpreet (CS 77/2026) - Goyal CJJD
PW1 Raman Bansal cross by Mittal (part). Q's on J-forms of paddy - Raman said 142 qtl sold via J-form, amount credited
in bahi. Mittal put that Harpreet never took Rs. 4,65,000 khad-dawai - denied.
Mittal moved application to send bahi page 62 to handwriting expert (Harpreet's signature). Reply by us next date.
Adjourned to 09.03.2027.
""")
u("backlog/2027-03/bansal 9.3.27 ND 11 may.txt", "typed_note_txt", L, "2027-03-09", ["C02"], ["C02-H06"], """
9/3 Bansal arhtiya - CJJD Goyal
handwriting expert di application dismiss - madam ne kaha delay tactic, signatures admitted in a later page of the
same bahi (page 71). Vadiya.
PW1 cross concluded. PW2 munim Deepak Kumar next.
ND 11.05.2027
""")
u("backlog/2027-03/correction - bansal date.txt", "typed_note_txt", L, "2027-03-11", ["C02"], [], """
CORRECTION - Bansal arhtiya (CS 77/2026)
9/3 wale note vich ND 11.05 likh ditti si - galat. Navneet ne reader ton check kiti: order sheet vich 04.05.2027 hai.
Sahi agli tareekh 04.05.2027 (PW2 munim Deepak Kumar). Register vich vi theek karvaya.
""")
u("backlog/2027-05/CS 77-2026 order 04.05.2027.pdf", "certified_order_sheet_scan", "Civil Judge (Jr. Division), Bathinda", "2027-05-05", ["C02"], ["C02-H07"], """
IN THE COURT OF MS. RITIKA GOYAL, CIVIL JUDGE (JUNIOR DIVISION), BATHINDA
CS No. 77 of 2026   M/s Bansal Trading Co. vs Harpreet Singh
Present: Ms. Navneet Kaur Brar, Advocate (proxy for Sh. H.S. Sidhu, Advocate) for the plaintiff.
         Sh. Rakesh Mittal, Advocate for the defendant.
04.05.2027
Case called. PW2 Deepak Kumar is not present. Learned counsel for the plaintiff states that the witness is unwell.
One last opportunity is granted to the plaintiff to lead the remaining evidence at its own responsibility.
Adjourned to 03.07.2027 for PE.                        (Ritika Goyal) CJJD, Bathinda
""")

# ---------------- C03 Co-op bank tractor loan
u("backlog/2026-07/jaswant WS 21-7-26.docx", "typed_note_docx", L, "2026-07-21", ["C03"], ["C03-H01"], """
21.07.2026 - BCCB v Jaswant Singh (CS 402/2025) - Grewal CJSD
WS filed for D1 Jaswant. Stand: OTS of Rs. 4,10,000 accepted by the bank in March 2024, Rs. 2,00,000 paid in cash
on 11.03.2024 (receipt 007714); tractor forcibly repossessed on 22.02.2024 and auctioned without notice; sale
proceeds never adjusted. Guarantor Gurlal (D2) ex-parte? - no, he appeared in person, time.
Vinod Garg for bank. ND 08.09.2026 replication.
""")
u("backlog/2026-10/IMG_20261013_121530.jpg", "handwritten_note_photo", L, "2026-10-13", ["C03"], ["C03-H03"], """
13/10/26  BCCB v Jaswant  -  Grewal
Replication ho gayi. Issues framed - 6 issues:
 1 recovery 8.40 lakh?  2 OTS binding?  3 tractor sale without notice?  ...  6 relief
Judge sahib ne bank nu kiha OTS file + auction papers produce karo. Garg ji nu pasand nahi aaya.
ND 15.12.26 bank's PE
""")
u("backlog/2026-12/CS 402-2025 order 15.12.2026.pdf", "certified_order_sheet_scan", "Civil Judge (Sr. Division), Bathinda", "2026-12-16", ["C03"], ["C03-H04"], """
IN THE COURT OF SH. AMANDEEP SINGH GREWAL, CIVIL JUDGE (SENIOR DIVISION), BATHINDA
CS No. 402 of 2025   The Bathinda Central Co-operative Bank Ltd. vs Jaswant Singh & Anr.
Present: Sh. Vinod Garg, Advocate for the plaintiff-bank.
         Sh. Harjinder Singh Sidhu, Advocate for defendant No. 1.  Defendant No. 2 in person.
15.12.2026
Case called. No PW is present. Learned counsel for the plaintiff-bank seeks adjournment on the ground that the
Branch Manager is busy in the audit. Though this is the first date for PE, the OTS file directed to be produced on
13.10.2026 has also not been produced. Adjourned subject to costs of Rs. 2,000/- payable to defendant No. 1.
Adjourned to 23.02.2027 for PE.                       (Amandeep Singh Grewal) CJSD, Bathinda
""")
u("backlog/2027-02/jaswant bank PW1 23 feb.txt", "typed_note_txt", L, "2027-02-23", ["C03"], ["C03-H05"], """
23.2.27 - Jaswant tractor loan - CJSD
costs 2000 paid to us (Jaswant nu de ditte).
PW1 Rajiv Kumar, Branch Manager Nehianwala - affidavit tendered. Statement of account Ex. PW1/3.
OTS file phir nahi liaye - Garg says "record Head Office Bathinda vich hai". Judge ne fer kiha next date te lao.
Cross by us deferred till OTS file aave. ND 27.04.2027
""")
u("backlog/2027-04/Document 27-04-2027.docx", "typed_note_docx", L, "2027-04-27", ["C03"], ["C03-H06"], """
27.04.2027 - Bathinda Central Co-op Bank v Jaswant Singh - CJSD Grewal
OTS file produced (finally). Cross of PW1 Rajiv Kumar by me:
 - admitted OTS of Rs. 4,10,000 was approved by the Managing Committee on 02.03.2024
 - admitted Rs. 2,00,000 received 11.03.2024
 - admitted tractor sold at auction on 19.09.2024 for Rs. 3,15,000; no notice to the borrower on the file
 - could not say why sale proceeds not credited in the statement
Very good cross. Remaining bank evidence (auction officer). ND 09.07.2027.
""")

# ---------------- C04 Satnam cheque case
u("backlog/2026-07/WhatsApp Chat with Navneet Jr.txt", "whatsapp_export", "Navneet Kaur Brar / Harjinder Singh Sidhu", "2026-09-23", ["C04", "C07", "C08"], ["C04-H01", "C04-H02", "C04-H03", "C07-H01", "C08-H01"], """
15/07/2026, 11:42 - Navneet Kaur Jr: Sir Satnam cheque case - accused Sukhpal absent. BW 10000 issue ho gaye. ND 19/8
15/07/2026, 11:44 - Harjinder Sidhu Adv: ok. Kulwant ji nu das dena
17/07/2026, 12:31 - Navneet Kaur Jr: Sir Gagan 498A - koi PW nahi aaya, summons. ND 28.08.26
17/07/2026, 12:32 - Harjinder Sidhu Adv: 👍
25/07/2026, 14:05 - Navneet Kaur Jr: Sir bus stand dukaan - Dharam Pal da reply aa gaya. Madam ne provisional rent assess kita 9500 per month, arrears from Aug 2024 with interest. Tender next date te
25/07/2026, 14:06 - Navneet Kaur Jr: ND 19 Sept
25/07/2026, 14:10 - Harjinder Sidhu Adv: Good. Kamaljit aunty nu phone kar dena
19/08/2026, 12:15 - Navneet Kaur Jr: Sir Sukhpal aa gaya aj, bail bonds bhar ditte. Copies supplied. Notice layi 23 Sept
23/09/2026, 13:02 - Navneet Kaur Jr: Sir Satnam case - notice frame ho gaya, not guilty plead kita. Defence: blank security cheque dita si, kapah di spray da hisaab poora ho gaya. CE 4 Nov
23/09/2026, 13:05 - Harjinder Sidhu Adv: theek. Kulwant Rai da affidavit tyaar karo
""")
u("backlog/2026-11/satnam CW1 4.11.txt", "typed_note_txt", J, "2026-11-04", ["C04"], ["C04-H04"], """
4 Nov 2026 - Satnam Pesticides v Sukhpal Singh - JMIC Parminder Pal Singh (Ct 3)
CW1 Kulwant Rai affidavit tendered - Ex. CW1/A, cheque Ex. C1, memo Ex. C2, notice Ex. C3, postal receipts.
Accused exemption moved by Jindal ji (accused "beemar"). Allowed for today.
Cross next date. ND 16.12.2026.   - Navneet
""")
u("backlog/2026-12/WhatsApp Chat with Navneet Jr (2).txt", "whatsapp_export", "Navneet Kaur Brar / Harjinder Singh Sidhu", "2027-02-10", ["C04", "C07", "C08"], ["C04-H05", "C04-H06", "C07-H04", "C08-H03", "C08-H04"], """
21/11/2026, 16:02 - Navneet Kaur Jr: Sir Kamaljit aunty di gawahi ho gayi, Singla ne cross kita 40 min. ND 23.01.27
04/12/2026, 15:40 - Navneet Kaur Jr: Sir Gagan 498A - Ramandeep da cross complete. PW2 Jarnail Singh (father) absent. ND 29/1
04/12/2026, 15:41 - Harjinder Sidhu Adv: istridhan list wale sawal ready rakhna father layi
16/12/2026, 13:20 - Navneet Kaur Jr: Sir Satnam case - CW1 Kulwant ji da cross by Jindal, adha hoya. Oh poochh rahe si ledger kithe aa. ND 10/2/27
23/01/2027, 14:30 - Navneet Kaur Jr: Sir Dharam Pal khud gawah bane RW1, evidence close. Args 20 March
10/02/2027, 12:48 - Navneet Kaur Jr: Sir Sukhpal absent again, exemption 1000 costs te allow. CW1 cross nahi hoya. ND 15/4/27
10/02/2027, 12:50 - Harjinder Sidhu Adv: 1000 kithe? - oh Kulwant ji nu mile?
10/02/2027, 12:52 - Navneet Kaur Jr: ji sir costs to complainant
""")
u("backlog/2027-04/COMA 1893-2026 order 15.04.2027.pdf", "certified_order_sheet_scan", "JMIC Bathinda", "2027-04-16", ["C04"], ["C04-H07"], """
IN THE COURT OF SH. PARMINDER PAL SINGH, JUDICIAL MAGISTRATE FIRST CLASS, BATHINDA
COMA No. 1893 of 2026        NACT
Satnam Pesticides vs Sukhpal Singh
Present: Sh. H.S. Sidhu, Advocate for the complainant.
         Accused on bail with Sh. Sandeep Jindal, Advocate.
15.04.2027
Remaining cross-examination of CW1 Kulwant Rai conducted and concluded. Learned counsel for the complainant moves an
application to summon the Branch Manager / record keeper of Punjab & Sind Bank, Goniana Mandi with the record of
account no. 0412xxxx including the date of its closure. Allowed. Summons be issued on filing of process fee.
Adjourned to 23.06.2027 for CE.                       (Parminder Pal Singh) JMIC, Bathinda
""")

# ---------------- C05 Lovi NDPS bail (HC)
u("backlog/2026-09/lovi bail 2 sept.txt", "typed_note_txt", L, "2026-09-02", ["C05"], ["C05-H01"], """
2.9.26 HC - CRM-M 42118/2026 Lovepreet @ Lovi v State of Punjab - Bains J, Ct 31
Notice of motion for 14.10.2026. State to file custody certificate.
Argued: 46 g is intermediate qty (commercial is 250 g), s.37 rigour doesn't apply; in custody since 03.06.2026;
co-accused Gindi not arrested; recovery from the pillion's polythene not from Lovi. Judge asked "FSL?" - not yet.
Nachhattar Singh (father) waiting outside - told him 14 Oct.
""")
u("backlog/2026-10/CRM-M-42118-2026 order 14.10.2026.pdf", "certified_order_sheet_scan", "Punjab and Haryana High Court", "2026-10-15", ["C05"], ["C05-H02"], """
IN THE HIGH COURT OF PUNJAB AND HARYANA AT CHANDIGARH
CRM-M-42118-2026
Lovepreet Singh @ Lovi                                   ...Petitioner
Versus
State of Punjab                                          ...Respondent
CORAM: HON'BLE MR. JUSTICE VIKRAMJIT BAINS
Present: Mr. Harjinder Singh Sidhu, Advocate for the petitioner.
         Mr. Tarsem Chand, DAG, Punjab.
14.10.2026
Custody certificate dated 12.10.2026 filed in Court, taken on record. As per the same, the petitioner is involved in
two other cases (FIR No. 77 of 2025 PS Kotwali Bathinda u/s 21 NDPS Act - acquitted; FIR No. 140 of 2026 PS Thermal
u/s 379 BNS - pending). Learned State counsel seeks time as the report of the FSL is awaited.
Adjourned to 25.11.2026.                              (VIKRAMJIT BAINS) JUDGE
""")
u("backlog/2026-11/WhatsApp Chat with Nachhattar Singh.txt", "whatsapp_export", "Nachhattar Singh / Harjinder Singh Sidhu", "2027-01-19", ["C05"], ["C05-H03", "C05-H04"], """
25/11/2026, 16:10 - Harjinder Sidhu Adv: Nachhattar ji, aj FSL report aa gayi, heroin hi aa 46 gram. Challan 28 Oct nu file ho gaya. Part arguments hoye. Agli tareekh 19 January
25/11/2026, 16:22 - Nachhattar Singh: vakil sahib koi umeed hai? munda 6 mahine ton andar aa
25/11/2026, 16:25 - Harjinder Sidhu Adv: ji, challan aa gaya te trial lamba - chance changa hai
19/01/2027, 13:05 - Harjinder Sidhu Adv: Bail ho gayi ji! Bains sahib ne allow kar ditti. 1 lakh di surety Illaqa Magistrate Bathinda kol
19/01/2027, 13:06 - Nachhattar Singh: Waheguru ji da shukar 🙏🙏 surety lai mere bhra di fard chal jaugi?
19/01/2027, 13:08 - Harjinder Sidhu Adv: ji, jamabandi di fard te ohdi aadhar card lai aao kachehri
""")
u("backlog/2027-01/CRM-M-42118-2026 order dt 19-01-2027.pdf", "certified_order_sheet_scan", "Punjab and Haryana High Court", "2027-01-21", ["C05"], ["C05-H04"], """
IN THE HIGH COURT OF PUNJAB AND HARYANA AT CHANDIGARH
CRM-M-42118-2026
Lovepreet Singh @ Lovi  vs  State of Punjab
CORAM: HON'BLE MR. JUSTICE VIKRAMJIT BAINS
Present: Mr. Harjinder Singh Sidhu, Advocate for the petitioner.
         Mr. Tarsem Chand, DAG, Punjab.
19.01.2027
The recovery is of 46 grams of heroin, which is an intermediate quantity; the rigour of Section 37 of the NDPS Act is
not attracted. The petitioner has been in custody since 03.06.2026, the challan has been presented and out of 14
prosecution witnesses none has been examined. The petition is allowed. The petitioner be released on regular bail
on his furnishing bail and surety bonds of Rs. 1,00,000/- to the satisfaction of the Illaqa Magistrate / Duty
Magistrate concerned. He shall not indulge in any similar offence.
                                                      (VIKRAMJIT BAINS) JUDGE
""")

# ---------------- C06 Paramjit MACT
u("backlog/2026-07/IMG_20260710_154402.jpg", "handwritten_note_photo", L, "2026-07-10", ["C06", "C07"], ["C06-H01"], """
10/7 Fri - plan for next wk kachehri
 - Paramjit MACT: notice aj ho gaya (Navneet gayi) - WS 21.8
 - Gagan 498A 17/7 - PWs? APP Romana nu poochna
 - Paramjit: disability board di date AIIMS/Civil Hospital - Hardeep nu kehna
""")
reg("backlog/2026-08/IMG-20260821-WA0004.jpg", "2026-08-21", ["C06", "C07"], ["C06-H01", "C06-H02"], """
ਪੇਸ਼ੀ ਰਜਿਸਟਰ   ਮਿਤੀ 21.08.2026 (ਸ਼ੁੱਕਰਵਾਰ)
ਪਰਮਜੀਤ ਕੌਰ ਬਨਾਮ ਕੁਲਵਿੰਦਰ ਸਿੰਘ (ਐਕਸੀਡੈਂਟ ਕਲੇਮ) - ਐਮ.ਏ.ਸੀ.ਟੀ.
10.07.2026 ਨੂੰ ਨੋਟਿਸ ਹੋਇਆ ਸੀ। ਅੱਜ ਡਰਾਈਵਰ ਤੇ ਮਾਲਕ ਦਾ ਜਵਾਬ, ਬੀਮਾ ਕੰਪਨੀ ਦਾ ਜਵਾਬ ਵੀ ਆ ਗਿਆ।
ਅਗਲੀ ਤਰੀਕ 09.10.2026 ਇਸ਼ੂ
ਗਗਨ 498A - ਤਰੀਕ 28.08.2026
""")
u("backlog/2026-08/paramjit WS insurer 21-8.docx", "typed_note_docx", L, "2026-08-21", ["C06"], ["C06-H02"], """
21.08.2026 - MACP 145/2026 Paramjit Kaur v Kulwinder Singh - Dhillon MACT
R1 driver Kulwinder & R2 owner (Guru Nanak Goods Carrier) WS: accident denied, scooty hit from the side.
Insurer (National Insurance, Anu Bansal) WS: canter PB-03-AX-xxxx had no route permit on the date; driver's licence
"doubtful", verification sought from DTO Mansa. Liability denied.
Issues next date 09.10.2026.
""")
u("backlog/2026-10/MACP 145-2026 order 09.10.2026.pdf", "certified_order_sheet_scan", "MACT Bathinda", "2026-10-10", ["C06"], ["C06-H03"], """
IN THE COURT OF SH. KULJIT SINGH DHILLON, ADDITIONAL DISTRICT JUDGE-cum-PRESIDING OFFICER,
MOTOR ACCIDENT CLAIMS TRIBUNAL, BATHINDA
MACP No. 145 of 2026    Paramjit Kaur vs Kulwinder Singh & Ors.
Present: Sh. H.S. Sidhu, Advocate for the claimant.
         Sh. Ravinder Goyal, Advocate for respondents No. 1 and 2.
         Ms. Anu Bansal, Advocate for respondent No. 3-insurer.
09.10.2026
From the pleadings the following issues are framed: 1. Whether the accident took place due to rash and negligent
driving of canter No. PB-03-AX-xxxx by respondent No. 1? OPA  2. Compensation? OPA  3. Whether the driver did not
hold a valid licence and the vehicle was plied without a route permit? OPR-3  4. Relief.
The claimant is directed to get herself examined by the Medical Board for assessment of disability.
Adjourned to 27.11.2026 for claimant's evidence.      (Kuljit Singh Dhillon) MACT, Bathinda
""")
u("backlog/2026-11/paramjit PW1 27 nov.txt", "typed_note_txt", L, "2026-11-27", ["C06"], ["C06-H04"], """
27-11-26 Paramjit claim - MACT
PW1 Paramjit Kaur - affidavit, AIIMS discharge + bills Rs. 1,86,400 exhibited. She was a tailor (silai centre),
income 15,000 pm claimed, no proof except the silai centre register.
Cross by Anu Bansal - she was on scooty without helmet? admitted no helmet. Denied she came from a side road.
Dhillon sahib ne insurer nu poochhya offer? - Anu: instructions nahi. Disability board pending.
ND 22.01.2027 - PW2 doctor.
""")
u("backlog/2027-01/20270122_131002.jpg", "handwritten_note_photo", L, "2027-01-22", ["C06"], ["C06-H05"], """
22/1/27 MACT - Paramjit
Dr. Anil Garg (ortho, Civil Hosp.) nahi aaya - summons served nahi si. Fresh summons thru CMO.
Board cert. mil gaya - 28% permanent disability R lower limb.
ND 19.3.27
""")
u("backlog/2027-03/MACP 145 PW2 doctor 19.3.2027.docx", "typed_note_docx", L, "2027-03-19", ["C06"], ["C06-H06"], """
19.03.2027 - Paramjit Kaur MACT - Dhillon
PW2 Dr. Anil Garg, Orthopaedic Surgeon, Civil Hospital Bathinda: proved Medical Board certificate - 28% permanent
disability of the right lower limb; shortening of 1.5 cm; cannot squat or sit cross-legged - silai on pedal machine
difficult. Cross by Anu Bansal: disability is of the limb, not the whole body - admitted.
Next PW3 eyewitness. ND 21.05.2027.
""")
u("backlog/2027-05/WhatsApp Chat with Navneet Jr (3).txt", "whatsapp_export", "Navneet Kaur Brar / Harjinder Singh Sidhu", "2027-05-21", ["C06", "C07", "C08"], ["C06-H07", "C07-H07", "C08-H06"], """
08/05/2027, 15:35 - Navneet Kaur Jr: Sir bus stand dukaan - eviction order ho gaya!! 2 mahine vacate karan layi
08/05/2027, 15:36 - Harjinder Sidhu Adv: Shabaash. Kamaljit ji nu phone karo. Certified copy apply karo
14/05/2027, 12:10 - Navneet Kaur Jr: Sir Gagan case - IO ASI Manjit Singh fer absent, election duty. APP nu last opportunity. ND 24.06.2027
21/05/2027, 14:55 - Navneet Kaur Jr: Sir Paramjit - PW3 Harbans Singh ho gaya, PE close. Insurer ne 4,50,000 offer kita, Hardeep ji ne mana kar ditta
21/05/2027, 14:56 - Navneet Kaur Jr: ND 15 July RE
21/05/2027, 15:01 - Harjinder Sidhu Adv: theek kita. 28% disability te income - 4.5 lakh ghatt aa
""")

# ---------------- C07 Gagan 498A
u("backlog/2026-08/gagan PW1 chief 28.8.txt", "typed_note_txt", J, "2026-08-28", ["C07"], ["C07-H02"], """
28.08.2026 State v Gagandeep Singh (CHI 409/2024) FIR 88/24 PS Civil Lines - JMIC Bhardwaj Ct 5
PW1 Ramandeep Kaur examined in chief by APP Romana. Stated: Fortuner demand and 5 lakh, beatings, thrown out
02.08.2023, 18 tole gold with in-laws. Ashok Kumar (pvt counsel for complainant) assisted.
Sir not available (HC) so cross deferred on our request - judge allowed, no costs.
ND 16.10.2026   - Navneet
""")
u("backlog/2026-10/16.10.26 gagan cross.docx", "typed_note_docx", L, "2026-10-16", ["C07"], ["C07-H03"], """
16.10.2026 - Gagan 498A - Bhardwaj JMIC
Cross of PW1 Ramandeep Kaur (part), about 2 hours:
 - admitted no complaint to police or panchayat before 02.08.2023
 - admitted the Fortuner demand is not in her first complaint to the Women Cell (dated 20.09.2023)
 - admitted the 18 tole gold list was prepared in 2024, after the FIR
 - denied she left on her own because of a quarrel over living separately
Cross remaining on istridhan. ND 04.12.2026.
""")
u("backlog/2027-01/CHI 409-2024 order 29.01.2027.pdf", "certified_order_sheet_scan", "JMIC Bathinda (Court No. 5)", "2027-01-30", ["C07"], ["C07-H05"], """
IN THE COURT OF SH. ROHIT BHARDWAJ, JUDICIAL MAGISTRATE FIRST CLASS, BATHINDA
CHI No. 409 of 2024   FIR No. 88 dated 12.03.2024   P.S. Civil Lines, Bathinda   U/s 498-A, 406, 34 IPC
State  vs  Gagandeep Singh & Ors.
Present: Sh. Balkaran Singh Romana, APP for the State.
         Accused on bail with Sh. Harjinder Singh Sidhu, Advocate.
29.01.2027
PW2 Jarnail Singh, father of the complainant, examined and cross-examined. The list of istridhan is tendered as
Ex. PW2/A. Remaining PWs not present. Summons be issued to PW3 ASI Manjit Singh (IO).
Adjourned to 26.03.2027 for PE.                      (Rohit Bhardwaj) JMIC, Bathinda
""")
u("backlog/2027-01/jarnail PW2 cross 29-1.txt", "typed_note_txt", L, "2027-01-29", ["C07"], ["C07-H05"], """
29/1/27 Gagan - PW2 Jarnail Singh (father) cross by me
- admitted istridhan list Ex PW2/A not signed by anyone from the boys' side
- admitted he gave no bill for the 18 tole gold ("ghar da sona si")
- admitted panchayat at Rampura Phul in Sept 2023 - no demand of Fortuner mentioned there
Gawahi theek rahi. IO next, 26.03.
""")
reg("backlog/2027-03/IMG-20270326-WA0021.jpg", "2027-03-26", ["C07", "C06"], ["C07-H06"], """
ਪੇਸ਼ੀ ਰਜਿਸਟਰ   ਮਿਤੀ 26.03.2027 (ਸ਼ੁੱਕਰਵਾਰ)
ਸਟੇਟ ਬਨਾਮ ਗਗਨਦੀਪ ਸਿੰਘ (498A) - ਜੇ.ਐਮ.ਆਈ.ਸੀ. ਭਾਰਦਵਾਜ
ਤਫਤੀਸ਼ੀ ਅਫਸਰ ਏ.ਐਸ.ਆਈ. ਮਨਜੀਤ ਸਿੰਘ ਨਹੀਂ ਆਇਆ। ਐਸ.ਐਸ.ਪੀ. ਰਾਹੀਂ ਸੰਮਨ।
ਅਗਲੀ ਤਰੀਕ 14.05.2027
ਪਰਮਜੀਤ ਕੌਰ ਕਲੇਮ - ਤਰੀਕ 21.05.2027
""")

# ---------------- C08 bus stand shop
u("backlog/2026-09/dukaan tender 19.9.docx", "typed_note_docx", L, "2026-09-19", ["C08"], ["C08-H02"], """
19.09.2026 - RP 56/2025 Kamaljit Kaur v Dharam Pal - Rent Controller (Simranjeet Kaur)
Tender by Singla: Rs. 1,71,000 (18 months @ 9,500) - but without interest and costs as assessed. Objected: short
tender, so eviction on arrears ground survives. Madam ne kiha objection issue vich decide hoyega.
Issues framed: arrears / short tender; personal need of the landlady's son Manpreet (wants to open a mobile shop);
tenant's plea that the shop is a part of a larger building.
AW next - ND 21.11.2026
""")
u("backlog/2027-03/RP 56-2025 args 20.03.txt", "typed_note_txt", L, "2027-03-20", ["C08"], ["C08-H05"], """
20.3.27 bus stand dukaan - Rent Controller
Args by me 35 min: short tender (interest not tendered) - 1949 Act s.13(2)(i) first hearing tender must be full;
bona fide need of son Manpreet - he is unemployed, no other shop in the town. Singla argued tender substantial.
Madam: order reserved - 08.05.2027 for orders.
""")
u("backlog/2027-05/RP 56-2025 order 08.05.2027.pdf", "certified_order_sheet_scan", "Rent Controller, Bathinda", "2027-05-12", ["C08"], ["C08-H06"], """
IN THE COURT OF MS. SIMRANJEET KAUR, RENT CONTROLLER, BATHINDA
RP No. 56 of 2025   Kamaljit Kaur  vs  Dharam Pal
Present: Ms. Navneet Kaur Brar, Advocate for the petitioner-landlady.
         Sh. Pawan Kumar Singla, Advocate for the respondent-tenant.
08.05.2027
Vide separate detailed order of even date the eviction petition is allowed. The tender made on 19.09.2026 did not
include the interest and costs assessed, and was short. The bona fide requirement of the landlady for her son has
also been proved. The respondent-tenant is directed to hand over vacant possession of Shop No. 3 near the Bus
Stand, Bathinda within two months. File be consigned to the record room.    (Simranjeet Kaur) Rent Controller, Bathinda
""")

# ---------------- the week around the lawyer's day
reg("backlog/2027-04/IMG-20270415-WA0011.jpg", "2027-04-15", ["C04", "C01", "C03"], ["C04-H07"], """
ਪੇਸ਼ੀ ਰਜਿਸਟਰ   ਮਿਤੀ 15.04.2027 (ਵੀਰਵਾਰ)
ਸਤਨਾਮ ਪੈਸਟੀਸਾਈਡਜ਼ ਬਨਾਮ ਸੁਖਪਾਲ ਸਿੰਘ (ਚੈੱਕ ਕੇਸ) - ਜੇ.ਐਮ.ਆਈ.ਸੀ. ਕੋਰਟ 3
ਕੁਲਵੰਤ ਰਾਏ ਦੀ ਜਿਰਾਹ ਪੂਰੀ। ਬੈਂਕ ਮੈਨੇਜਰ ਨੂੰ ਸੰਮਨ। ਅਗਲੀ ਤਰੀਕ 23.06.2027
ਗੁਰਮੀਤ ਸਿੰਘ ਕੋਟ ਸ਼ਮੀਰ - 06.07.2027 / ਜਸਵੰਤ ਸਿੰਘ ਬੈਂਕ - 27.04.2027
""")
u("backlog/2027-06/Bathinda JMIC Ct 5 cause list 24.06.2027.pdf", "cause_list_pdf", "District Courts, Bathinda (eCourts)", "2027-06-21", ["C07"], [], """
DISTRICT & SESSIONS COURT, BATHINDA - CAUSE LIST
Court of Sh. Rohit Bhardwaj, JMIC, Bathinda (Court No. 5)        Dated: 24.06.2027 (Thursday)
Sr.  Case No.                 Parties                                      Purpose
1    CHI/212/2023             State vs Kuldeep Singh @ Keepa               Prosecution Evidence
2    COMA/4410/2025           Mittal Fertilizers vs Bikkar Singh           Complainant Evidence
3    CHI/409/2024             State vs Gagandeep Singh & Ors.              Prosecution Evidence
4    CHI/77/2026              State vs Rajwinder Kaur                      Charge
5    COMA/1120/2026           HDFC Bank vs Sukhchain Singh                 Appearance
6    CHI/318/2025             State vs Amritpal Singh                      Final Arguments
""")
u("backlog/2027-06/week plan 22-26 june.docx", "typed_note_docx", L, "2027-06-19", ["C04", "C07", "C02", "C01", "C03", "C06"], [], """
WEEK PLAN  22.06.2027 - 26.06.2027  (civil courts in June chhuttiyan; criminal courts sitting)
Tue 22.06 - office; Gurmeet (Kot Shamir) DE prep - Mann's witness list; Jaswant - auction officer cross points
Wed 23.06 - Satnam cheque case, JMIC Ct 3 - CW2 bank official (PSB Goniana) with account closure record
            (Navneet to check summons served)
Thu 24.06 - Gagan 498A, JMIC Ct 5 - IO ASI Manjit Singh - last opportunity to APP; if absent press for closing PE
Sat 26.06 - Bansal: PW2 munim Deepak Kumar - affidavit ready for 03.07
July: 03.07 Bansal PE | 06.07 Kot Shamir DE | 09.07 Jaswant bank PE | 15.07 Paramjit RE
""")
