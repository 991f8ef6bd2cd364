"""The uploads of the Thrissur practice: what Adv. Jose Antony, his junior Aswathy and the gumasthan Unnikrishnan kept."""

L, J, K = "Jose Antony Puthenpurackal", "Aswathy Menon", "Unnikrishnan K. (gumasthan)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2024-01/pronote Suma scan.jpg", "document_photo", "Chalissery Finance", "2024-01-10", ["C02"], [], """
ON DEMAND PROMISSORY NOTE                                   Rs. 6,80,000/-
Thrissur, 12.06.2022
On demand I promise to pay Sri. Paulose C.J., Chalissery Finance, Round North, Thrissur or order the sum of
Rupees Six Lakh Eighty Thousand only with interest at 18% per annum, for value received in cash.
(Revenue stamp)   sd/- E.S. Suma, Edakkalathur House, Ayyanthole
Witnesses: 1. Johny K.P.  2. (illegible)
""")
u("backlog/2025-03/discharge summary Ambili Jubilee.pdf", "document_scan", "Jubilee Mission Medical College Hospital, Thrissur", "2025-03-24", ["C03"], [], """
JUBILEE MISSION MEDICAL COLLEGE HOSPITAL, THRISSUR - DEPARTMENT OF ORTHOPAEDICS
DISCHARGE SUMMARY   IP No. 25/04412
Name: Ambili K.S., 41 yrs, F, Kizhakkethil House, Kuttanellur
DOA: 11.03.2025   DOD: 24.03.2025
History: RTA - alleged to have been hit by a private bus (KL-08-AX-xxxx, 'Sreeragam') while riding scooter near
Kuttanellur junction at 8.10 am on 11.03.2025.
Diagnosis: Closed fracture shaft of right femur; abrasions over right forearm.
Procedure: ORIF with intramedullary interlocking nail, right femur, on 12.03.2025.
Advice: non weight bearing 6 weeks; review in ortho OP.      Consultant: Dr. Meera Nair, MS (Ortho)
""")
u("backlog/2025-07/lawyer notice Kannan Stores.docx", "typed_note_docx", L, "2025-07-10", ["C07"], [], """
JOSE ANTONY PUTHENPURACKAL, B.A., LL.B., Advocate
Room 27, Bar Association Building, Ayyanthole, Thrissur - 680003
By Regd. Post with AD                                           Date: 10.07.2025
To: Sri. Abdul Khader, Kannan Stores, Door No. 14/512, Kuruppam Road, Thrissur
Sub: Arrears of rent and eviction of shop room
Under instructions from my client Sri. V. Narayanan Nair, Vadakkedathu House, Poonkunnam: you are a tenant of the
shop room bearing Door No. 14/512 on a monthly rent of Rs. 14,000. You have not paid rent from July 2024 and the
arrears now stand at Rs. 1,68,000 (12 months). My client also needs the room bona fide for his son Sri. Harikrishnan
to start a medical shop. You are called upon to pay the arrears and vacate within one month.
                                                                 Advocate
""")
u("backlog/2025-08/plaint OS 412 2025 Ollur.pdf", "document_scan", L, "2025-08-20", ["C01"], [], """
BEFORE THE HON'BLE MUNSIFF'S COURT, THRISSUR
O.S. No. 412 of 2025
Plaintiff: Kunnathu Veettil Ramachandran, aged 63, s/o Kunjan, Kunnathu Veettil, Ollur P.O., Thrissur
Defendant: Thekkumpuram Devassy Varghese (T.D. Varghese), aged 55, Thekkumpuram House, Ollur P.O.
PLAINT FILED UNDER ORDER VII RULE 1 CPC
1. The plaintiff owns 18 cents in Sy. No. 312/4 of Ollur village (Document No. 2214/1998, SRO Ollur).
2. The defendant owns the property on the eastern side. In June 2025 the defendant demolished the old kayyala
   (mud wall) and put up a new compound wall of laterite, encroaching into the plaintiff's property.
3. Reliefs: (a) fix the eastern boundary with the help of an Advocate Commissioner and a surveyor; (b) mandatory
   injunction to remove the portion of the wall put up in the plaint schedule property; (c) costs.
Valuation: Rs. 25,000 for the reliefs; court fee paid.           Plaintiff / Counsel for plaintiff
""")
u("backlog/2025-10/WhatsApp Image 2025-10-05 at 18.22.41.jpeg", "document_photo", "Sree Lakshmi Jewellers, Round West, Thrissur", "2025-10-05", ["C05"], [], """
SREE LAKSHMI JEWELLERS - Round West, Thrissur    Estimate / Bill No. 3187   Date: 08.05.2019
Customer: Rajan T.K., Thekkedathu, Peringavu
Necklace (palakka mala) - 8 pavan; Kasumala - 10 pavan; Valakal (6 nos) - 12 pavan; Minnu mala - 4 pavan;
Kammal, mothiram etc. - 8 pavan.     Total 42 pavan (336 gm)
Amount paid: Rs. 11,42,400/-           (rate Rs. 3,400 per gm)
""")
u("backlog/2026-02/WS defendant OS 412.pdf", "document_scan", "Adv. C.P. Shaji", "2026-02-11", ["C01"], [], """
BEFORE THE MUNSIFF'S COURT, THRISSUR - O.S. No. 412 of 2025
WRITTEN STATEMENT FILED BY THE DEFENDANT
1. The suit is not maintainable. The compound wall was constructed in the old kayyala alignment itself, with the
   knowledge of the plaintiff, in June 2025.
2. There is no encroachment; the defendant's property in Sy. No. 312/5 is 22 cents as per Document No. 877/2004.
3. The plaintiff is trying to take a pathway through the defendant's property to reach the Ollur-Amballur road.
The suit may be dismissed with costs.            Defendant                Counsel for defendant (C.P. Shaji)
""")
u("backlog/2026-04/challan Irinjalakuda deposit RFA 318.pdf", "document_scan", "State Bank of India, Irinjalakuda", "2026-04-24", ["C06"], [], """
STATE BANK OF INDIA - IRINJALAKUDA BRANCH    COURT DEPOSIT CHALLAN (Triplicate)
Date: 24.04.2026
Deposited to the credit of: Sub Court, Irinjalakuda - O.S. 210/2021 / R.F.A. 318/2025 (High Court of Kerala)
Depositor: K. Sudhakaran, Kottarathil House, Irinjalakuda
Amount: Rs. 2,00,000/- (Rupees Two Lakhs only) - by transfer from SB A/c 6740xxxxxx
                                                     Cashier / Branch Manager
""")
u("backlog/2026-06/medical board certificate Ambili.pdf", "document_scan", "Medical Board, Govt. Medical College, Thrissur", "2026-06-25", ["C03"], [], """
GOVERNMENT MEDICAL COLLEGE, THRISSUR (MULANKUNNATHUKAVU) - DISABILITY ASSESSMENT MEDICAL BOARD
Ref: Reference from MACT, Thrissur in O.P.(MV) No. 1456 of 2025 dt. 05.03.2026
Name: Ambili K.S., 42 yrs     Examined on: 19.06.2026
Findings: united fracture shaft right femur with IL nail in situ; shortening of right lower limb 1.5 cm; restriction
of knee flexion (0-100 degrees); cannot squat or sit cross-legged.
Permanent disability: 18% (Eighteen per cent) of the right lower limb / whole body as assessed.
Chairman, Medical Board               Member (Ortho)               Member (PMR)
""")
u("backlog/2026-09/FSL report OS 88 2024.pdf", "document_scan", "Forensic Science Laboratory, Thiruvananthapuram", "2026-09-18", ["C02"], [], """
FORENSIC SCIENCE LABORATORY, THIRUVANANTHAPURAM - DOCUMENTS DIVISION
Report No. QD/1142/2026       Court: Principal Sub Court, Thrissur, O.S. No. 88 of 2024
Questioned: Q1 - signature on the promissory note dated 12.06.2022.
Admitted: A1-A6 - signatures of E.S. Suma in the vakalath, written statement and bank specimen card (SBI Ayyanthole).
Opinion: The person who wrote the blue enclosed admitted signatures A1 to A6 did not write the red enclosed
questioned signature Q1. Differences in the formation of 'S' and the terminal stroke are fundamental.
                                                       Assistant Director (Documents)
""")

u("backlog/2026-03/IMG_20260328_113902.jpg", "document_photo", "Principal Sub Court, Thrissur (nazir)", "2026-03-28", ["C02"], [], """
RECEIPT No. 1407                      PRINCIPAL SUB COURT, THRISSUR
Date: 28.03.2026
Received from Smt. E.S. Suma (defendant, O.S. 88/2024) through Adv. Jose Antony the sum of Rs. 7,500/- (Rupees
Seven Thousand Five Hundred only) towards expert fee (FSL) as ordered in I.A. 604/2026.
                                                  Nazir / Sheristadar
""")

# ---------------- the gumasthan's register (Malayalam)
u("backlog/2026-01/IMG-20260121-WA0007.jpg", "handwritten_note_photo", K, "2026-01-21", ["C03", "C01", "C02"], ["C03-H01", "C01-H01", "C02-H01"], """
ഡയറി - ജനുവരി 2026
08.01.2026 (വ്യാഴം) MACT - OP(MV) 1456/2025 അമ്പിളി v. ജെയ്സൺ
  ഇൻഷുറൻസ് കമ്പനിക്കു വേണ്ടി ജോർജ് പോൾ വക്കീൽ ഹാജരായി, WS ഫയൽ ചെയ്യാൻ സമയം ചോദിച്ചു. അടുത്ത തീയതി 05.02.2026
16.01.2026 (വെള്ളി) മുൻസിഫ് കോടതി - OS 412/2025 രാമചന്ദ്രൻ v. വർഗ്ഗീസ്
  എതിർകക്ഷി WS ഫയൽ ചെയ്തില്ല. ഷാജി വക്കീലിന് ഇരിങ്ങാലക്കുടയിൽ കേസ് ഉണ്ട് എന്ന് പറഞ്ഞ് സമയം ചോദിച്ചു. അടുത്ത തീയതി 11.02.2026
21.01.2026 (ബുധൻ) സബ് കോടതി - OS 88/2024 ചാലിശ്ശേരി ഫിനാൻസ് v. സുമ
  PW1 പൗലോസ് ചീഫ് കഴിഞ്ഞു. നമ്മുടെ ക്രോസ് പകുതി. അടുത്ത തീയതി 25.02.2026
- ഉണ്ണികൃഷ്ണൻ
""")
u("backlog/2026-03/IMG-20260306-WA0004.jpg", "handwritten_note_photo", K, "2026-03-06", ["C05", "C03", "C07"], ["C05-H02", "C03-H03", "C07-H02"], """
27.02.2026 (വെള്ളി) കുടുംബ കോടതി - OP 1234/2025 രേഷ്മ v. അനൂപ് കുമാർ
  എതിർകക്ഷി കൗണ്ടർ ഫയൽ ചെയ്തു. 42 പവൻ കിട്ടിയിട്ടില്ല എന്ന് കൗണ്ടറിൽ. അടുത്ത തീയതി 27.03.2026
05.03.2026 (വ്യാഴം) MACT - അമ്പിളി കേസ്
  മെഡിക്കൽ ബോർഡിലേക്ക് അയച്ചു (മെഡിക്കൽ കോളേജ് തൃശ്ശൂർ). അടുത്ത തീയതി 04.06.2026
05.03.2026 (വ്യാഴം) വാടക കോടതി - RCP 45/2025 നാരായണൻ നായർ v. അബ്ദുൾ ഖാദർ
  വാടക കുടിശ്ശിക 1,68,000 രൂപ ഒരു മാസത്തിനകം കെട്ടിവെക്കാൻ ഉത്തരവ് (സെക്ഷൻ 12). അടുത്ത തീയതി 11.06.2026
ബാറ്റ അടച്ചു - 300 രൂപ (MACT സമൻസ്)
""")
u("backlog/2026-06/IMG-20260612-WA0011.jpg", "handwritten_note_photo", K, "2026-06-12", ["C03", "C01", "C07", "C05"], ["C03-H04", "C01-H04", "C07-H03", "C05-H04"], """
വെക്കേഷൻ കഴിഞ്ഞു - ജൂൺ 2026
04.06.2026 MACT - അമ്പിളി - മെഡിക്കൽ ബോർഡ് റിപ്പോർട്ട് വന്നിട്ടില്ല. അടുത്ത തീയതി 09.07.2026
09.06.2026 മുൻസിഫ് - രാമചന്ദ്രൻ (മതിൽ കേസ്) - കമ്മീഷൻ റിപ്പോർട്ട് ഫയൽ ചെയ്തിട്ടില്ല, കമ്മീഷണർ സമയം ചോദിച്ചു. അടുത്ത തീയതി 07.07.2026
11.06.2026 വാടക കോടതി - നാരായണൻ നായർ - വാടകക്കാരൻ 84,000 രൂപ മാത്രം കെട്ടിവെച്ചു. ബാക്കി 84,000 അടച്ചില്ല.
   12(3) ഹർജി ഫയൽ ചെയ്തു. അടുത്ത തീയതി 16.07.2026
12.06.2026 കുടുംബ കോടതി - രേഷ്മ - മീഡിയേഷൻ പരാജയപ്പെട്ടു. അനൂപ് 20 പവൻ തരാം എന്ന് പറഞ്ഞു, രേഷ്മ സമ്മതിച്ചില്ല.
   അടുത്ത തീയതി 24.07.2026 (തെളിവ്)
""")
u("backlog/2026-08/IMG-20260820-WA0002.jpg", "handwritten_note_photo", K, "2026-08-20", ["C01", "C03", "C02", "C07"], ["C01-H06", "C03-H06", "C02-H05", "C07-H05"], """
04.08.2026 മുൻസിഫ് - മതിൽ കേസ് - കമ്മീഷൻ റിപ്പോർട്ടിന് ഒബ്ജക്ഷൻ ഫയൽ ചെയ്യാൻ ഷാജി വക്കീൽ വീണ്ടും സമയം ചോദിച്ചു
   (ഇരിങ്ങാലക്കുട സബ് കോടതിയിൽ ട്രയൽ). അടുത്ത തീയതി 08.09.2026
13.08.2026 MACT - അമ്പിളി - PW1 ക്രോസ് കഴിഞ്ഞു (ജോർജ് പോൾ). അടുത്ത തീയതി 24.09.2026
19.08.2026 സബ് കോടതി - സുമ - FSL റിപ്പോർട്ട് വന്നിട്ടില്ല. അടുത്ത തീയതി 07.10.2026
20.08.2026 വാടക കോടതി - നാരായണൻ നായർ - 12(3) വാദം കേട്ടു. ബാക്കി തുക 2 ആഴ്ചക്കകം അടക്കാൻ അവസാന അവസരം.
   അടുത്ത തീയതി 17.09.2026
ഓണം അവധി 25.08 - 28.08
""")
u("backlog/2026-10/IMG-20261016-WA0009.jpg", "handwritten_note_photo", K, "2026-10-16", ["C02", "C01", "C05"], ["C02-H06", "C01-H08", "C05-H07"], """
07.10.2026 സബ് കോടതി - സുമ (പ്രോനോട്ട് കേസ്) - FSL റിപ്പോർട്ട് വന്നു. ഒപ്പ് സുമയുടേതല്ല എന്ന് റിപ്പോർട്ട്.
   വാദി ഭാഗം ഒബ്ജക്ഷൻ. അടുത്ത തീയതി 18.11.2026 (DW1)
13.10.2026 മുൻസിഫ് - മതിൽ കേസ് - PW1 രാമചന്ദ്രൻ ചീഫ് അഫിഡവിറ്റ് കൊടുത്തു. ഷാജി വക്കീൽ ക്രോസ് മാറ്റി വെക്കാൻ
   ആവശ്യപ്പെട്ടു (വീണ്ടും ഇരിങ്ങാലക്കുട). അടുത്ത തീയതി 17.11.2026
16.10.2026 കുടുംബ കോടതി - രേഷ്മ - PW2 രാജൻ (അച്ഛൻ) വിസ്തരിച്ചു. അടുത്ത തീയതി 04.12.2026
""")
u("backlog/2026-12/IMG-20261204-WA0005.jpg", "handwritten_note_photo", K, "2026-12-04", ["C02", "C07", "C05"], ["C02-H07", "C07-H08", "C05-H08"], """
18.11.2026 സബ് കോടതി - സുമ - DW1 സുമ ചീഫ് കഴിഞ്ഞു, റഷീദ് വക്കീൽ ക്രോസ് പകുതി. അടുത്ത തീയതി 20.01.2027
03.12.2026 വാടക കോടതി - നാരായണൻ നായർ - RW1 അബ്ദുൾ ഖാദർ ചീഫ് അഫിഡവിറ്റ്. ഹരിദാസ് വക്കീൽ തിരക്കിലാണ്,
   ക്രോസ് അടുത്ത തവണ. അടുത്ത തീയതി 13.01.2027
04.12.2026 കുടുംബ കോടതി - രേഷ്മ - RW1 അനൂപ് ഹാജരായില്ല (ഗൾഫിൽ). ബീന വക്കീൽ സമയം ചോദിച്ചു.
   അടുത്ത തീയതി 08.01.2027
ക്രിസ്മസ് അവധി 21.12 - 01.01
""")

# ---------------- the lawyer's diary (photos)
u("backlog/2026-02/IMG_20260205_171406.jpg", "handwritten_note_photo", L, "2026-02-05", ["C06", "C03"], ["C06-H01", "C03-H02"], """
3/2 Tue - Ernakulam, HC Ct 6B - Sasidharan J
RFA 318/25 Sudhakaran - ADMITTED. LCR call for cheyyan order. Stay petition (IA 1/2025) - notice to Francis,
Shibu Mathew accepted notice. Next 17.3.
Sudhakaran nalla tension - execution petition Irinjalakuda il pending aanu.
----
5/2 Thu - MACT - Ambili - insurer WS filed (George Paul). Contributory negligence - "scooter suddenly turned right".
Bus inu permit illa ennu alla, valid permit undu they say; driver Jaison badge undu.
Adutha date 5.3 - medical board reference nu apply cheyyanam.
""")
u("backlog/2026-03/IMG_20260310_124455.jpg", "handwritten_note_photo", L, "2026-03-10", ["C01"], ["C01-H03"], """
10.3.26 Munsiff - mathil case (Ramachandran)
Commission petition allowed. Adv. Liji Francis commissioner. Surveyor (taluk) help venam. Batta Rs. 5,000 nammal
kettivekkanam - Unni paid today itself.
Divya madam: "commission report vannittu mathi evidence" - report before trial.
Next 9.6 (after vacation). Ramachandran-ne site il undakan parayanam on the commission date.
""")
u("backlog/2026-06/IMG_20260618_160233.jpg", "handwritten_note_photo", L, "2026-06-18", ["C04"], ["C04-H03"], """
18/6 MACT - Saramma (Ouseph death)
PW1 Saramma cross by Leena Joseph - short. Ouseph - age 58, coconut climber + ration shop helper, Rs. 600/day.
Leena: insurer ready to offer Rs. 12,00,000. Nammal 18 lakh chodichu.
Chairman: "try Adalath" - referred to the National Adalath on 12.9.26.
Saramma-yodu samsarikkanam - children (Jincy, Jobin) also sign.
""")
u("backlog/2026-07/IMG_20260707_131030.jpg", "handwritten_note_photo", L, "2026-07-07", ["C01"], ["C01-H05"], """
7.7 Munsiff - mathil
Commission report FILED - Liji Francis + taluk surveyor: new wall is 0.85 cent inside our Sy. 312/4 - length 21 m,
max 1.1 m into our side at the southern end. Sketch attached (plan A).
Divya madam: objections in 4 weeks, no more time.
Next 4.8.
""")
u("backlog/2026-07/IMG_20260709_150812.jpg", "handwritten_note_photo", L, "2026-07-09", ["C03"], ["C03-H05"], """
9/7 MACT Ambili
Medical Board report vannu - 18% permanent disability; shortening 1.5 cm.
PW1 Ambili proof affidavit filed, Ext A1 to A9 marked (FIR, wound cert, discharge summary, bills Rs. 2,86,400,
board cert). George Paul - cross next date.
ND 13.8.26
""")
u("backlog/2026-09/IMG_20260911_143920.jpg", "handwritten_note_photo", L, "2026-09-11", ["C05"], ["C05-H06"], """
11.9 Family Ct - Reshma
PW1 cross (Beena) concluded. Beena: "gold was kept in her own locker at SBI Peringavu" - Reshma: NO, locker was
in Anoop's name at Federal Bank Ollur and he took the gold in Aug 2021 for his business (ready-made shop).
Judge: father Rajan - PW2 next date.  ND 16.10
""")
u("backlog/2026-11/IMG_20261117_121507.jpg", "handwritten_note_photo", L, "2026-11-17", ["C01"], ["C01-H09"], """
17.11 Munsiff mathil case - PW1 Ramachandran cross by Shaji - 40 min.
Admitted: old kayyala was "about 1 foot" inside their side?? - no, he said the kayyala was ON the boundary.
Shaji suggested pathway motive - denied.
PW2 = taluk surveyor Sri. Prasad T.V. - summons + batta. Next 13.1.27.
""")
u("backlog/2026-11/IMG_20261124_191044.jpg", "handwritten_note_photo", L, "2026-11-24", ["C06"], ["C06-H06"], """
24/11 Ernakulam - RFA 318 Sudhakaran - Sasidharan J
Argued ~45 min. Judge asked: "where is the evidence of readiness and willingness of the plaintiff throughout?"
- Francis had no money till 2021 - show bank stmt Ext B7. Part-heard; Shibu to reply.
Posted 19.1.27 (after X'mas vacation).  Train back 6.40 pm Jan Shatabdi.
""")
u("backlog/2027-01/IMG_20270108_154410.jpg", "handwritten_note_photo", L, "2027-01-08", ["C05"], ["C05-H09"], """
8/1/27 Family Court - Reshma
RW1 Anoop came from Dubai. Proof affidavit. Our cross - 1 hr. Admitted Federal Bank Ollur locker was in his name;
says only 28 pavan was given, not 42. Jewellery bill 8.5.2019 (Sree Lakshmi) - "not aware".
Cross continued - ND 5.2.27
""")

# ---------------- typed notes (.docx)
u("backlog/2026-02/OS 412 WS and commission petition.docx", "typed_note_docx", L, "2026-02-11", ["C01"], ["C01-H02"], """
O.S. 412/2025 - K.V. Ramachandran v. T.D. Varghese - Munsiff, Thrissur
11.02.2026
WS filed by Shaji today (copy served). Their line: wall in the old kayyala alignment; plaintiff wants a pathway.
We filed I.A. 1120/2026 under O. XXVI R. 9 CPC for an Advocate Commissioner with a surveyor to measure both
properties and locate the wall.
Posted to 10.03.2026 for objection/hearing on the commission petition.
""")
u("backlog/2026-02/Suma PW1 cross 25-2.docx", "typed_note_docx", L, "2026-02-25", ["C02"], ["C02-H02"], """
OS 88/2024 Sub Court - Chalissery Finance v. Suma - 25.02.2026
PW1 Paulose cross concluded today.
- Admits no entry of Rs. 6,80,000 in his day book for June 2022 ("cash from house").
- Admits Suma had taken only Rs. 1,50,000 chitty loan in 2020, closed.
- Witness Johny K.P. in the pronote is his own collection agent.
We filed I.A. to send the pronote to the handwriting expert (FSL) - signature denied.
Adutha date 25.3.26 for the expert petition.
""")
u("backlog/2026-03/Saramma 26.3.docx", "typed_note_docx", L, "2026-03-26", ["C04"], ["C04-H02"], """
OP(MV) 2210/2025 Saramma Ouseph v. Sreejith - MACT Thrissur - 26.03.2026
PW1 Saramma - proof affidavit; Exts A1 FIR (Cr. 512/2025 Mannuthy PS), A2 inquest, A3 PM certificate, A4 charge
sheet against Sreejith (driver of pickup KL-08-BK-xxxx), A5 ration card.
Cross by Leena Joseph (Oriental) deferred. Posted to 18.06.2026.
""")
u("backlog/2026-06/RFA 318 notes 16 June.docx", "typed_note_docx", L, "2026-06-16", ["C06"], ["C06-H03"], """
RFA 318/2025 - Sudhakaran v. Francis - HC, Sasidharan J - 16.06.2026
Deposit of Rs. 2,00,000 made on 24.04.2026 at SBI Irinjalakuda (challan produced). Stay continues.
Shibu Mathew sought time to file counter affidavit in the stay IA. Granted 4 weeks.
ND 21.07.2026.
""")
u("backlog/2026-07/Reshma PW1 24-7.docx", "typed_note_docx", L, "2026-07-24", ["C05"], ["C05-H05"], """
OP 1234/2025 T.R. Reshma v. Anoop Kumar V. - Family Court, Thrissur - 24.07.2026
PW1 Reshma - proof affidavit; Ext A1 marriage certificate (Guruvayur Devaswom, 12.05.2019), A2 photos, A3 list of
gold (42 pavan), A4 Sree Lakshmi Jewellers bill dt 08.05.2019, A5 bank statement showing Rs. 3,00,000 transfer to
Anoop on 20.05.2019.
Cross by Beena Sebastian - part. Posted to 11.09.2026.
""")
u("backlog/2026-07/RCP 45 s12(3) notes.docx", "typed_note_docx", L, "2026-07-16", ["C07"], ["C07-H04"], """
RCP 45/2025 - V. Narayanan Nair v. Abdul Khader (Kannan Stores) - Rent Control Court - 16.07.2026
Our 12(3) petition: tenant deposited only Rs. 84,000 of Rs. 1,68,000 - proceedings to be stopped and tenant put
in possession-out.
Haridas sought time to file objection - granted. ND 20.08.2026.
Narayanan Nair unhappy - "ee kada kittiyillenkil Harikku medical shop illa".
""")
u("backlog/2026-10/Sudhakaran RFA 6.10.docx", "typed_note_docx", L, "2026-10-06", ["C06"], ["C06-H05"], """
RFA 318 of 2025 - 06.10.2026 - Sasidharan J
LCR received from Sub Court, Irinjalakuda (O.S. 210/2021). Court: "posted for hearing; counsel to file short
synopsis". Posted to 24.11.2026.
Points: agreement dt 14.02.2018 for 12 cents @ Rs. 1,10,000 per cent; time 6 months; Francis paid only advance
Rs. 2,00,000; no notice till 2021.
""")
u("backlog/2026-11/Ambili PW2 doctor 5.11.docx", "typed_note_docx", L, "2026-11-05", ["C03"], ["C03-H08"], """
OP(MV) 1456/2025 Ambili - MACT - 05.11.2026
PW2 Dr. Meera Nair (Jubilee, ortho) examined. Proved discharge summary and the nail. Said: shortening 1.5 cm,
implant removal after 18 months will need Rs. 60,000 more; Ambili cannot work the tailoring machine pedal with the
right leg for long.
George Paul cross: "disability only to the limb, not whole body" - doctor agreed functional disability for a tailor
is more.
PE closed. Respondents' evidence - 10.12.2026.
""")
u("backlog/2027-01/Plan 11-16 Jan 2027.docx", "typed_note_docx", L, "2027-01-09", ["C01", "C03", "C07", "C06", "C02"], [], """
WEEK PLAN - 11 Jan to 16 Jan 2027 (+ next week)
Wed 13/1  Munsiff I - mathil case (Ramachandran) - PW2 surveyor Prasad T.V.; batta paid? (Unni). Plan A sketch.
          MACT - Ambili - RW1 insurer's investigator. Keep medical board cert + tailoring unit income proof
          (Kudumbashree certificate) ready. Aswathy to take it if I am held up in Munsiff.
          RCC - Narayanan Nair - RW1 Abdul Khader cross: GST registration of Kannan Stores, his other shop at
          Poonkunnam.
Tue 19/1  Ernakulam - RFA Sudhakaran - part-heard. Readiness and willingness note (3 pages) + Ext B7 bank stmt.
Wed 20/1  Sub Court - Suma - DW1 cross continues (Rasheed).
Pending: fees - Saramma award amount received? Oriental to deposit by 12.10.
""")

# ---------------- typed notes (.txt)
u("backlog/2026-01/reshma counselling 23.1.txt", "typed_note_txt", L, "2026-01-23", ["C05"], ["C05-H01"], """
23.1.26 Family Court - Reshma v. Anoop
Counsellor report - failed. Anoop did not come for the 2nd session.
Judge: both parties should be present IN PERSON next date, no excuse.
ND 27.2 - counter.
""")
u("backlog/2026-02/saramma WS 19 feb.txt", "typed_note_txt", L, "2026-02-19", ["C04"], ["C04-H01"], """
19/2 MACT Saramma
Oriental WS - Leena Joseph. Policy admitted; only defence: deceased crossed the bypass suddenly (contributory).
Issues framed. ND 26.3 - PW1.
""")
u("backlog/2026-01/narayanan counter 29.1.txt", "typed_note_txt", L, "2026-01-29", ["C07"], ["C07-H01"], """
29.1.26 RCC - Narayanan Nair v. Abdul Khader
Counter filed by Haridas: says rent was paid in cash till Dec 2024 "without receipt"; denies need of son.
We filed I.A. u/s 12 for deposit of admitted arrears. Next 5.3.
""")
u("backlog/2026-03/reshma 27.3 mediation.txt", "typed_note_txt", L, "2026-03-27", ["C05"], ["C05-H03"], """
27/3 Family Ct Reshma - referred to mediation, Mediation Centre, District Court Thrissur - 1st sitting 21.4.
Both parties present in person (judge insisted again).
Next 12.6.26
""")
u("backlog/2026-06/suma FSL 24.6.txt", "typed_note_txt", L, "2026-06-24", ["C02"], ["C02-H04"], """
24.6.26 Sub Court Suma pronote
Expert fee Rs. 7,500 deposited (on 28.3, receipt no. 1407). Court sent the pronote + admitted signatures to FSL
Thiruvananthapuram today. Report awaited.
Next 19.8.
""")
u("backlog/2026-09/mathil case issues 8.9.txt", "typed_note_txt", L, "2026-09-08", ["C01"], ["C01-H07"], """
8/9 Munsiff mathil case
Objections to commission report filed (Shaji) - only says surveyor did not measure from the 1998 FMB sketch.
Issues framed - 4 issues. Trial - PW1 on 13.10.
""")
u("backlog/2026-09/ambili 24 sept.txt", "typed_note_txt", L, "2026-09-24", ["C03"], ["C03-H07"], """
24.9 MACT Ambili
PW2 Dr. Meera Nair not present - summons not served (hospital said she was on leave). Fresh summons, batta
Rs. 1,500 paid. Nammude side il ninnu adjournment.
Next 5.11.
""")
u("backlog/2026-09/RCP narayanan 17.9.txt", "typed_note_txt", L, "2026-09-17", ["C07"], ["C07-H06"], """
17.9.26 RCC - Narayanan Nair
Tenant deposited the balance Rs. 84,000 on 02.09.2026 (within the 2 weeks). So 12(3) closed - full Rs. 1,68,000
now in deposit. Evidence. PW1 on 29.10.
""")
u("backlog/2026-10/C07 PW1 29.10.txt", "typed_note_txt", L, "2026-10-29", ["C07"], ["C07-H07"], """
29.10.26 RCC
PW1 Narayanan Nair - proof affidavit, Exts A1 rent deed 2016, A2 notice, A3 son's pharmacy diploma.
Haridas cross - need not bona fide, son works at Kochi. Narayanan: "Hari is coming back in March".
ND 3.12 - RW1.
""")
u("backlog/2026-11/suma DW1 18.11.txt", "typed_note_txt", L, "2026-11-18", ["C02"], ["C02-H07"], """
18.11.26 Sub Court - Suma
DW1 Suma - chief by proof affidavit; FSL report marked through court.
Rasheed cross - part. Suma confident. She said the 'loan' was only the closed chitty of Rs. 1,50,000.
ND 27.1.27 for remaining cross.
""")
u("backlog/2026-11/correction suma ND.txt", "typed_note_txt", L, "2026-11-19", ["C02"], [], """
19/11 correction - Suma pronote case (Sub Court)
Yesterday's note says ND 27.1.27 - WRONG. Checked with the bench clerk: next date is 20.01.2027 (Wednesday),
DW1 cross continues. Unni's diary also has 20.01.2027.
""")

# ---------------- certified order sheets
u("backlog/2026-03/OS 412-2025 IA 1120 order 10.03.2026.pdf", "certified_order_sheet_scan", "Munsiff's Court, Thrissur", "2026-03-12", ["C01"], ["C01-H03"], """
IN THE COURT OF THE MUNSIFF, THRISSUR
Present: Smt. Divya Raghavan, Munsiff
Tuesday, the 10th day of March, 2026
I.A. No. 1120 of 2026 in O.S. No. 412 of 2025
Petitioner/Plaintiff: K.V. Ramachandran          Respondent/Defendant: T.D. Varghese
ORDER
Petition under O. XXVI R. 9 CPC. Heard both sides. A local inspection is necessary to find out the exact location
of the compound wall. Adv. Liji Francis is appointed as Advocate Commissioner to inspect the plaint schedule
property with the help of the Taluk Surveyor, Thrissur and to report. Plaintiff to deposit batta of Rs. 5,000/-
(Rupees five thousand) within one week. Report by 09.06.2026. Petition allowed.
                                                                    Munsiff
""")
u("backlog/2026-07/OS 412 proceedings 07.07.2026.pdf", "certified_order_sheet_scan", "Munsiff's Court, Thrissur", "2026-07-09", ["C01"], ["C01-H05"], """
O.S. 412/2025 - PROCEEDINGS SHEET
07.07.2026  Plaintiff - present. Defendant - present. Commission report and plan filed by the Advocate
Commissioner. Report marked as Ext. C1 and plan as Ext. C1(a). Defendant to file objections, if any, within four
weeks. Posted to 04.08.2026 for objections. No further time.           Munsiff
""")
u("backlog/2026-03/OS 88-2024 IA order 25.03.2026.pdf", "certified_order_sheet_scan", "Principal Sub Court, Thrissur", "2026-03-27", ["C02"], ["C02-H03"], """
IN THE COURT OF THE PRINCIPAL SUB JUDGE, THRISSUR
Present: Sri. Manoj Kurian, Principal Sub Judge
Wednesday, the 25th day of March, 2026
I.A. No. 604 of 2026 in O.S. No. 88 of 2024
The defendant disputes her signature in the suit promissory note. The petition to send the document to the
Forensic Science Laboratory, Thiruvananthapuram for comparison with the admitted signatures is allowed. The
petitioner shall deposit the expert fee of Rs. 7,500/- within one week, failing which the petition shall stand
dismissed. Call on 24.06.2026.                                       Principal Sub Judge
""")
u("backlog/2026-03/OPMV 1456-2025 order 05.03.2026.pdf", "certified_order_sheet_scan", "MACT, Thrissur", "2026-03-06", ["C03"], ["C03-H03"], """
BEFORE THE MOTOR ACCIDENTS CLAIMS TRIBUNAL, THRISSUR
Present: Sri. Ajith Kumar K., Chairman (Additional District Judge)
O.P.(MV) No. 1456 of 2025      K.S. Ambili ... Petitioner      Jaison P.J. & 2 others ... Respondents
05.03.2026
Petitioner present. R3 insurer represented. The petitioner claims permanent disability. Referred to the Medical
Board, Government Medical College, Thrissur for assessment of disability. Petitioner to appear before the Board
on the date fixed by it. Call on 04.06.2026 for report.                   Chairman
""")
u("backlog/2026-12/OPMV 1456-2025 proceedings 10.12.2026.pdf", "certified_order_sheet_scan", "MACT, Thrissur", "2026-12-11", ["C03"], ["C03-H09"], """
MACT, THRISSUR - O.P.(MV) No. 1456 of 2025 - PROCEEDINGS
10.12.2026  Respondents' evidence. RW1 (investigator of R3, Sri. Vinod Pallath) absent. Counsel for R3 seeks time.
Time granted as a last chance. Parties are directed to explore settlement before the Adalath. Call on 13.01.2027.
                                                                           Chairman
""")
u("backlog/2026-09/OPMV 2210-2025 Adalath award 12.09.2026.pdf", "certified_order_sheet_scan", "District Legal Services Authority, Thrissur (National Adalath)", "2026-09-14", ["C04"], ["C04-H04"], """
DISTRICT LEGAL SERVICES AUTHORITY, THRISSUR - NATIONAL ADALATH held on 12.09.2026 (Saturday)
Bench No. 4 (MACT)   O.P.(MV) No. 2210 of 2025   Saramma Ouseph & 2 others v. Sreejith & 2 others
AWARD
The matter is settled. The 3rd respondent, Oriental Insurance Co. Ltd., shall pay Rs. 14,50,000/- (Rupees Fourteen
Lakh Fifty Thousand only) in full and final settlement, inclusive of costs, within 30 days, failing which it shall
carry interest at 7% per annum. Share: petitioner 1 (widow) 50%, petitioners 2 and 3 (children) 25% each.
The O.P. stands disposed of as settled.       Members of the Adalath Bench
""")
u("backlog/2026-03/RFA 318-2025 order 17.03.2026.pdf", "certified_order_sheet_scan", "High Court of Kerala", "2026-03-19", ["C06"], ["C06-H02"], """
IN THE HIGH COURT OF KERALA AT ERNAKULAM
PRESENT: THE HONOURABLE MR. JUSTICE P.V. SASIDHARAN
TUESDAY, THE 17TH DAY OF MARCH 2026
RFA NO. 318 OF 2025
AGAINST THE JUDGMENT AND DECREE IN OS 210/2021 OF SUB COURT, IRINJALAKUDA
APPELLANT: K. SUDHAKARAN      BY ADV. JOSE ANTONY PUTHENPURACKAL
RESPONDENT: ALAPPAT FRANCIS   BY ADV. SHIBU MATHEW
ORDER IN I.A. NO. 1 OF 2025
There will be an order of stay of execution of the decree on condition that the appellant deposits a sum of
Rs. 2,00,000/- before the trial court within six weeks from today. Post after the summer vacation.
                                                                    P.V. SASIDHARAN, JUDGE
""")
u("backlog/2026-11/RFA 318-2025 proceedings 24.11.2026.pdf", "certified_order_sheet_scan", "High Court of Kerala", "2026-11-26", ["C06"], ["C06-H06"], """
IN THE HIGH COURT OF KERALA AT ERNAKULAM - RFA 318/2025
24.11.2026  Heard the learned counsel for the appellant in part. Part-heard. Post on 19.01.2027.
                                                                    P.V. SASIDHARAN, JUDGE
""")
u("backlog/2026-03/RCP 45-2025 order 05.03.2026.pdf", "certified_order_sheet_scan", "Rent Control Court, Thrissur", "2026-03-07", ["C07"], ["C07-H02"], """
BEFORE THE RENT CONTROL COURT (ADDITIONAL MUNSIFF), THRISSUR
Present: Sri. Arun Balakrishnan
R.C.P. No. 45 of 2025    I.A. under Section 12 of Act 2 of 1965
The respondent-tenant admits the tenancy and the rate of rent of Rs. 14,000 per month. The rent from July 2024 to
June 2025 amounting to Rs. 1,68,000/- is directed to be deposited before this court within one month, and the
rent falling due thereafter shall be paid or deposited regularly. Call on 11.06.2026.
                                                        Rent Control Court
""")
u("backlog/2026-08/RCP 45-2025 order 20.08.2026.pdf", "certified_order_sheet_scan", "Rent Control Court, Thrissur", "2026-08-21", ["C07"], ["C07-H05"], """
R.C.P. 45/2025 - 20.08.2026
Heard on the petition under Section 12(3). The tenant has deposited only Rs. 84,000/-. As a last chance the tenant
is permitted to deposit the balance of Rs. 84,000/- within two weeks, failing which the proceedings shall stand
stopped and the tenant shall put the landlord in possession. Call on 17.09.2026.        Rent Control Court
""")

# ---------------- the junior's chats and the clients'
u("backlog/2026-07/WhatsApp Chat with Aswathy Jr.txt", "whatsapp_export", J, "2026-07-21", ["C02", "C03", "C07", "C06"], ["C02-H03", "C03-H05", "C07-H04", "C06-H04"], """
25/03/2026, 12:02 - Aswathy Jr: Sir Suma case expert petition allowed. Fee 7500 one week-il kettanam. Posted 24.6
25/03/2026, 12:05 - Jose Antony Adv: Unni ye kond adappikku. Suma ye vilichu parayu
09/07/2026, 16:20 - Jose Antony Adv: Ambili board report 18% vannu. PW1 chief kazhinju. Ambili ye inform cheythu
16/07/2026, 11:48 - Aswathy Jr: Sir RCP - Haridas sir time chodichu for objection, 20.8 nu posted
16/07/2026, 11:49 - Aswathy Jr: Narayanan sir nalla deshyathil aanu 😬
21/07/2026, 15:31 - Aswathy Jr: Sir Ernakulam - Sudhakaran RFA list il 41 aayirunnu, not reached. Posted 6.10
21/07/2026, 15:33 - Jose Antony Adv: ok. Sudhakaran ne vilikkam
""")
u("backlog/2026-12/WhatsApp Chat with Aswathy Jr (2).txt", "whatsapp_export", J, "2026-12-10", ["C03", "C06", "C07"], ["C03-H07", "C06-H05", "C07-H07", "C03-H09"], """
24/09/2026, 12:40 - Aswathy Jr: Sir Ambili - doctor vannilla, summons serve aayilla. Fresh summons, batta 1500 adachu. ND 5.11
06/10/2026, 13:15 - Jose Antony Adv: RFA - LCR vannu, hearing 24.11
29/10/2026, 14:02 - Aswathy Jr: Sir RCP PW1 cross kazhinju. Haridas sir "son works in Kochi" line aanu. ND 3.12
10/12/2026, 12:25 - Aswathy Jr: Sir Ambili MACT - insurance investigator Vinod Pallath vannilla. George Paul sir time chodichu. Chairman "last chance" paranju, settlement nokkan paranju. Adutha date 13.1.27
10/12/2026, 12:26 - Aswathy Jr: George Paul sir ee case il ithu randam thavana aanu time chodikkunnathu (first WS nu, Jan il)
10/12/2026, 12:30 - Jose Antony Adv: ok. 13 nu njan varum. Settlement figure Ambili yodu samsarikkam
""")
u("backlog/2026-07/WhatsApp Chat with Ambili Kuttanellur.txt", "whatsapp_export", "Ambili K.S. (client)", "2026-07-10", ["C03"], ["C03-H05"], """
04/06/2026, 18:10 - Ambili Kuttanellur: സാർ, ഇന്ന് കേസ് എന്തായി? മെഡിക്കൽ ബോർഡ് റിപ്പോർട്ട് വന്നോ?
04/06/2026, 18:25 - Jose Antony Adv: ഇല്ല, റിപ്പോർട്ട് വന്നിട്ടില്ല. 19-ന് ബോർഡിൽ പോകണം. അടുത്ത തീയതി 9.7
09/07/2026, 17:02 - Jose Antony Adv: Ambili, board report 18% disability. Ningalude affidavit file cheythu.
09/07/2026, 17:30 - Ambili Kuttanellur: നന്ദി സാർ 🙏 ടെയ്‌ലറിംഗ് യൂണിറ്റിൽ ഇപ്പോൾ ഇരിക്കാൻ പറ്റുന്നില്ല. മാസം 15,000 കിട്ടിയിരുന്നു.
10/07/2026, 09:12 - Ambili Kuttanellur: കുടുംബശ്രീ സർട്ടിഫിക്കറ്റ് കൊണ്ടുവരാം
""")
u("backlog/2026-12/WhatsApp Chat with Rajan Reshma Achan.txt", "whatsapp_export", "Rajan T.K. (client's father)", "2026-12-05", ["C05"], ["C05-H07", "C05-H08"], """
16/10/2026, 19:40 - Rajan Reshma Achan: വക്കീൽ സാറെ, ഇന്ന് ഞാൻ പറഞ്ഞത് ശരിയായോ? ഗുരുവായൂരിൽ വെച്ച് 42 പവൻ കൊടുത്തു എന്ന് പറഞ്ഞു.
16/10/2026, 20:05 - Jose Antony Adv: Sheriyaayi. Bill um correct aayi. Next 4.12
04/12/2026, 18:15 - Rajan Reshma Achan: അനൂപ് വന്നില്ലല്ലോ സാർ. ഇനി എന്നാണ്?
04/12/2026, 18:30 - Jose Antony Adv: Anoop Gulf il aanu ennu Beena vakkil paranju, time koduthu. Judge paranju adutha thavana nerittu hajarakanam, allenkil ex parte. Adutha date 8.1.2027
05/12/2026, 07:50 - Rajan Reshma Achan: ശരി സാർ 🙏
""")

# ---------------- cause list
u("backlog/2027-01/MACT Thrissur cause list 13.01.2027.pdf", "cause_list_pdf", "MACT, Thrissur", "2027-01-12", ["C03"], [], """
MOTOR ACCIDENTS CLAIMS TRIBUNAL, THRISSUR - CAUSE LIST FOR WEDNESDAY 13.01.2027
Chairman: Sri. Ajith Kumar K.
Sl.  Case No.               Parties                                            Stage
1    OP(MV) 882/2024       Baby Antony v. Shajahan & Ors.                     Award
2    OP(MV) 1456/2025      K.S. Ambili v. Jaison P.J. & Ors.                  RE (RW1)
3    OP(MV) 1903/2025      Latha Suresh v. KSRTC & Anr.                       PE
4    OP(MV) 31/2026        Nishad K.A. v. United India Insurance & Ors.       Notice
""")
