"""Every upload: (file, type, author, date, case ids, hearing ids, source text)."""

U = []
ADV = "Sudipta Bhowmik"
CLERK = "Haradhan Nath (muhuri)"


def up(file, type_, author, date, cases, hearings, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": cases,
              "hearing_ids": hearings, "source_text": text.strip("\n")})


# ---------------------------------------------------------------- documents (dated by their own date)
up("backlog/2025-08/CamScanner 08-29-2025 11.42.pdf", "document_scan", "Director of Secondary Education, Govt. of Tripura", "2025-08-28", ["C01"], [], """
GOVERNMENT OF TRIPURA
DIRECTORATE OF SECONDARY EDUCATION
Shiksha Bhavan, Agartala
No. F.12(47)-DSE/EST/2025/8814                                   Dated, Agartala, the 28th August, 2025
ORDER
Whereas Smt. Rupali Jamatia was engaged as a Graduate Teacher on contractual basis at Takarjala H.S. School, Sepahijala, vide order dated 14.02.2019;
And whereas her performance has been found unsatisfactory and her engagement is no longer required;
Now, therefore, the engagement of Smt. Rupali Jamatia, Contractual Graduate Teacher, is hereby terminated with immediate effect.
Sd/- (B. K. Reang)
Director of Secondary Education
Copy to: Headmaster, Takarjala H.S. School; DEO, Sepahijala.
""")

up("backlog/2025-06/judgment copy ratan.pdf", "document_scan", "Addl. Sessions Judge, Khowai", "2025-06-12", ["C02"], [], """
IN THE COURT OF THE ADDITIONAL SESSIONS JUDGE, KHOWAI
Sessions Trial No. 14 (KH) of 2023
State of Tripura vs Sri Ratan Debbarma, S/o Lt. Gobinda Debbarma, of Bachaibari, Khowai
JUDGMENT (operative part) delivered on 12.06.2025
... The prosecution examined 7 witnesses. PW3 Sri Nikhil Jamatia and PW4 Sri Amar Reang, the seizure witnesses, did not support the seizure and were declared hostile. ...
The accused is found guilty of the offence u/s 25(1-B)(a) of the Arms Act, 1959 for possession of one country-made single-barrel gun (pipe gun) without licence, and is sentenced to rigorous imprisonment for 3 (three) years and to pay a fine of Rs. 5,000/-, in default simple imprisonment for 3 months. The period of detention already undergone shall be set off u/s 428 CrPC.
Sd/- Addl. Sessions Judge, Khowai
""")

up("backlog/2026-01/TS 33-2023 order 12.01.2026 Udaipur.pdf", "document_scan", "Civil Judge (Jr. Div.), Udaipur", "2026-01-12", ["C03"], [], """
IN THE COURT OF THE CIVIL JUDGE (JUNIOR DIVISION), GOMATI DISTRICT, UDAIPUR
Title Suit No. 33 of 2023
Sri Gopal Chandra Saha ... Plaintiff  vs  Sri Nirmal Saha & Anr. ... Defendants
Order dated 12.01.2026
Petition No. 41 of 2025 under Order VI Rule 17 CPC filed by the plaintiff seeking to add a prayer for recovery of khas possession of 4 gandas of land of Schedule 'B' and to amend paragraph 7 of the plaint.
Heard both sides. Issues were framed on 18.07.2024. The plaintiff has not shown that despite due diligence the matter could not be raised before commencement of trial. The amendment, if allowed, would change the nature of the suit.
The petition is rejected. Fix 16.02.2026 for PW1.
Sd/- Civil Judge (Jr. Div.), Udaipur
""")

up("backlog/2023-11/Award LA case 7 of 2023 Champaknagar.pdf", "document_scan", "Land Acquisition Collector, West Tripura", "2023-11-20", ["C06"], [], """
OFFICE OF THE LAND ACQUISITION COLLECTOR, WEST TRIPURA, AGARTALA
AWARD in L.A. Case No. 7 of 2023 (Mouja: Champaknagar, Tehsil: Jirania) - acquisition for the Jirania-Champaknagar road widening
Claimant No. 4: Sri Jitendra Tripura, S/o Sri Bishu Kumar Tripura. Land: Khatian No. 1182, Plot No. 2214 (part), class: bastu/nal, 1.20 kani.
Market value determined: Rs. 2,40,000/- per kani (on the basis of the average of registered sale deeds of the previous 3 years in the mouja).
Market value of land: Rs. 2,88,000/-; multiplier factor 2 (rural): Rs. 5,76,000/-; solatium 100%: Rs. 5,76,000/-; total award Rs. 11,52,000/- (plus structures Rs. 1,18,400/-).
Sd/- LA Collector, West Tripura, 20.11.2023
""")

up("backlog/2025-10/Controlling authority order gratuity Sumitra.pdf", "document_scan", "Controlling Authority under the P.G. Act / Asst. Labour Commissioner, Agartala", "2025-10-30", ["C07"], [], """
BEFORE THE CONTROLLING AUTHORITY UNDER THE PAYMENT OF GRATUITY ACT, 1972 & ASSISTANT LABOUR COMMISSIONER, AGARTALA
P.G. Case No. 22 of 2024: Smt. Sumitra Munda vs The Manager, Durgabari Tea Estate
ORDER dated 30.10.2025
The applicant retired on 31.03.2024 on superannuation. She claims service from 1997. The management has produced the muster rolls from 2005 onwards only. Service from 2005 to 2024 (19 years) is held proved.
Last drawn wage: Rs. 176/- per day. Gratuity = 15 x 176 x 19 = Rs. 50,160/-. The management is directed to pay Rs. 50,160/- within 30 days.
Sd/- Controlling Authority
""")

# ---------------------------------------------------------------- certified orders
up("backlog/2026-02/WP(C) 412-2025 order 03.02.2026.pdf", "certified_order_sheet_scan", "High Court of Tripura", "2026-02-03", ["C01"], ["C01-H03"], """
HIGH COURT OF TRIPURA, AGARTALA
WP(C) No. 412 of 2025
Smt. Rupali Jamatia ... Petitioner  vs  The State of Tripura & Ors. ... Respondents
BEFORE HON'BLE MR. JUSTICE ANIRBAN DUTTA ROY
03.02.2026
Heard Mr. S. Bhowmik, learned counsel for the petitioner and Mr. K. Paul, learned Addl. G.A. for the State-respondents.
Despite the order dated 16.12.2025 no counter-affidavit has been filed. Mr. Paul seeks further time stating that instructions are awaited from the Directorate. As a last opportunity, two weeks' time is granted subject to payment of costs of Rs. 2,000/- to the High Court Legal Services Committee. No further time shall be allowed.
The interim order dated 16.12.2025 that the post shall not be filled up shall continue.
List on 24.02.2026.
Sd/- JUDGE
""")

up("backlog/2026-07/WP(C) 412 of 2025 judgment 14.07.2026.pdf", "certified_order_sheet_scan", "High Court of Tripura", "2026-07-14", ["C01"], ["C01-H07"], """
HIGH COURT OF TRIPURA, AGARTALA
WP(C) No. 412 of 2025
BEFORE HON'BLE MR. JUSTICE ANIRBAN DUTTA ROY
14.07.2026
JUDGMENT & ORDER (ORAL)
... The original file produced by the State on 05.05.2026 does not contain any show-cause notice or any assessment of the petitioner's performance. The termination order dated 28.08.2025 is stigmatic and was passed without giving any opportunity of being heard. It is set aside.
The respondents shall reinstate the petitioner as Contractual Graduate Teacher within 6 (six) weeks from the date of receipt of a copy of this order. She shall be entitled to 50% of the back wages from 28.08.2025 till reinstatement.
The writ petition is allowed. Pending applications, if any, stand disposed of.
Sd/- JUDGE
""")

up("backlog/2026-01/CrlA(J) 27-2025 order 22.1.26.pdf", "certified_order_sheet_scan", "High Court of Tripura", "2026-01-22", ["C02"], ["C02-H03"], """
HIGH COURT OF TRIPURA, AGARTALA
Crl.A.(J) No. 27 of 2025
Sri Ratan Debbarma ... Appellant  vs  The State of Tripura ... Respondent
I.A. No. 1 of 2025 (suspension of sentence)
BEFORE HON'BLE MS. JUSTICE SHARMILA NANDI
22.01.2026
Heard Mr. S. Bhowmik, learned counsel for the appellant and Mr. R. Sutradhar, learned Addl. P.P. for the State. The LCR has not yet been received.
The appellant has undergone about 1 year 4 months of the sentence of 3 years. The appeal is not likely to be heard soon. The sentence is suspended and the appellant shall be released on bail on furnishing a bail bond of Rs. 25,000/- with one surety of the like amount to the satisfaction of the learned Addl. Sessions Judge, Khowai, on condition that he appears before this Court on every date.
The registry shall call for the LCR again. List on 16.04.2026.
Sd/- JUDGE
""")

up("backlog/2026-03/Misc case maint 211-25 interim order.pdf", "certified_order_sheet_scan", "Family Court, West Tripura", "2026-03-20", ["C05"], ["C05-H04"], """
IN THE FAMILY COURT, WEST TRIPURA, AGARTALA
Misc. Case (Maint.) No. 211 of 2025
Smt. Puja Nath ... Petitioner  vs  Sri Bappa Nath ... O.P.
20.03.2026
Order on the petition for interim maintenance. Counselling has failed. The O.P. drives his own auto-rickshaw and has not filed any affidavit of income despite direction.
The O.P. shall pay interim maintenance of Rs. 5,000/- per month to the petitioner and Rs. 3,000/- per month to the minor son Master Ayan Nath, in all Rs. 8,000/- per month, from the date of the application, i.e. 04.09.2025, by the 10th of each month. Arrears to be paid in 3 equal monthly instalments.
Fixed 08.05.2026 for compliance and evidence.
Sd/- Principal Judge, Family Court
""")

up("backlog/2026-08/CRP 58 of 2026 order dt 06.08.2026.pdf", "certified_order_sheet_scan", "High Court of Tripura", "2026-08-06", ["C03"], ["C03-H06"], """
HIGH COURT OF TRIPURA, AGARTALA
CRP No. 58 of 2026
Sri Gopal Chandra Saha ... Petitioner  vs  Sri Nirmal Saha & Anr. ... Respondents
BEFORE HON'BLE MR. JUSTICE TAPABRATA DEB
06.08.2026
Heard Mr. S. Bhowmik for the petitioner and Mr. S. Sarkar for the respondents; the written notes filed by both sides are taken on record.
The amendment sought only adds a consequential relief of recovery of possession on facts already pleaded; evidence had not commenced when the petition was filed. The learned trial court erred in rejecting it. The order dated 12.01.2026 is set aside and the amendment is allowed subject to costs of Rs. 3,000/- payable by the petitioner to the respondents. The respondents may file additional written statement within 4 weeks.
The costs of Rs. 1,500/- imposed on 09.07.2026 on the respondents shall stand adjusted.
The revision petition is allowed.
Sd/- JUDGE
""")

up("backlog/2026-10/Gratuity appeal 6-2025 order 13.10.2026.pdf", "certified_order_sheet_scan", "Appellate Authority under the P.G. Act, Agartala", "2026-10-13", ["C07"], ["C07-H06"], """
BEFORE THE APPELLATE AUTHORITY UNDER THE PAYMENT OF GRATUITY ACT, 1972 (LABOUR COMMISSIONER, GOVT. OF TRIPURA), AGARTALA
Gratuity Appeal No. 6 of 2025: Smt. Sumitra Munda ... Appellant  vs  The Manager, Durgabari Tea Estate ... Respondent
ORDER dated 13.10.2026
The respondent was given opportunities on 14.04.2026 and 16.06.2026 to produce the muster rolls for 1997 to 2005 but did not produce them. The plea that the records were destroyed in the flood of 2017 is not supported by any document. The PF passbook shows contributions from 1998. Adverse inference is drawn.
Service from 1997 to 2024 (27 years) is counted. Gratuity = 15 x 176 x 27 = Rs. 71,280/-. Less Rs. 50,160/- already paid, the balance of Rs. 21,120/- shall be paid with simple interest @ 10% per annum from 01.05.2024 within 30 days.
The appeal is allowed.
Sd/- Appellate Authority
""")

up("backlog/2026-09/TS 84-2024 order sheet copy.pdf", "certified_order_sheet_scan", "Civil Judge (Sr. Div.), Court No. 2, West Tripura", "2026-09-29", ["C04"], ["C04-H08", "C04-H09"], """
IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), COURT NO. 2, WEST TRIPURA, AGARTALA
T.S. No. 84 of 2024: Smt. Anjali Das vs Sri Haripada Das & Ors.
18.08.2026  Plaintiff present through counsel. Defendants through Mr. S. Sarkar. PW2 Sri Sukumar Bhowmik examined, cross-examined and discharged. Plaintiff closes evidence. Defendants to file affidavit of DW1. Fix 22.09.2026 for DW.
22.09.2026  Defendants file petition for time stating their learned counsel is engaged before the Hon'ble High Court. No affidavit of DW1 filed. Allowed on cost of Rs. 500/- payable to the plaintiff. Affidavit of DW1 to be filed at least 7 days before the next date with copy to the other side. Fix 17.11.2026 for DW1.
(certified copy applied 24.09.2026, delivered 29.09.2026)
""")

# ---------------------------------------------------------------- the lawyer's diary, the clerk's khata, typed notes
up("backlog/2025-12/PXL_20251211_174502.jpg", "handwritten_note_photo", ADV, "2025-12-11", ["C02"], ["C02-H01"], """
11/12 Thu  HC Ct 5 (Nandi J)
Crl.A(J) 27/25 Ratan Debbarma (Khowai arms) - admitted. LCR call for.
IA suspension of sentence - Addl PP Sutradhar to file objection.
Nandi J asked first thing: "LCR eseche?" - no.
Bikram (son) outside - told him bail not today. porer tarikh 8.1.26
""")

up("backlog/2025-12/PXL_20251216_190311.jpg", "handwritten_note_photo", ADV, "2025-12-16", ["C01", "C04"], ["C01-H01", "C04-H01"], """
16.12.25 Tue
(1) HC Ct 3 - WP(C) 412/25 Rupali Jamatia (teacher termination)
 Notice; Addl GA K. Paul accepts notice. Counter 4 wks.
 Interim: post shall not be filled up till next date. good.
 ND 13.1.26
(2) CJ Sr Div Ct 2 - TS 84/24 Anjali Das v Haripada
 D1, D2 w/s filed (Sarkar). D3 Gita Das - time.
 Madam takes evidence only after 2 pm - tell Anjali di, no need to come at 10.
 ND 20/1
""")

up("backlog/2025-12/PXL_20251219_183020.jpg", "handwritten_note_photo", ADV, "2025-12-19", ["C05"], ["C05-H01"], """
19-12-25 Fri  Family Ct
Puja Nath v Bappa Nath - maint (125 CrPC / 144 BNSS) Misc Case 211/25
OP Bappa appeared with Miah. W/O time. Interim petition pending.
Puja crying outside, son Ayan 6 yrs - school fees due.
ND 30.01.2026
""")

up("backlog/2026-01/agt hc 8.1.26.txt", "typed_note_txt", ADV, "2026-01-08", ["C02"], ["C02-H02"], """
8.1.26 HC court 5
ratan debbarma crl a(j) 27/25 - suspension IA. pp sutradhar: objection not ready, LCR not recd from khowai. sought time. nandi j gave 2 wks, said "last time for the objection".
bikram wants bail soon - explained.
NDOH 22.01.2026
""")

up("backlog/2026-01/PXL_20260113_172240.jpg", "handwritten_note_photo", ADV, "2026-01-13", ["C01"], ["C01-H02"], """
13/1/26  HC Ct 3
Rupali WP 412 - no counter. Addl GA Paul: "instructions awaited from Directorate". 3 wks given.
Dutta Roy J not happy, said next time costs.
Rupali asked - salary? told her no, only after order.
ND ৩.২.২৬
""")

up("backlog/2026-01/photo_2026-01-20_16-05-12.jpg", "handwritten_note_photo", CLERK, "2026-01-20", ["C04"], ["C04-H02"], """
২০.০১.২০২৬ মঙ্গলবার
সিভিল জজ সিনিয়র ডিভিশন কোর্ট নং ২
টি.এস. ৮৪/২৪ অঞ্জলি দাস বনাম হরিপদ দাস
৩ নং বিবাদী গীতা দাসের লিখিত জবাব জমা হয় নাই। সরকার বাবু সময় চাহিলেন।
হাকিম ৩০০ টাকা খরচা দিয়া সময় দিলেন।
পরের তারিখ ১৭.০২.২০২৬
""")

up("backlog/2026-01/PXL_20260122_180510.jpg", "handwritten_note_photo", ADV, "2026-01-22", ["C02"], ["C02-H03"], """
22.1.26 Thu  HC Ct 5
Ratan - SUSPENSION GRANTED. bail bond 25,000/- one surety, before ASJ Khowai.
Has to appear on every date - told Bikram, he must bring father each time.
LCR still not come - registry to call again.
hakim bollen: "appeal will take time, he has done 1 yr 4 months".
ND 16.4.26
""")

up("backlog/2026-01/family ct 30 jan.txt", "typed_note_txt", ADV, "2026-01-30", ["C05"], ["C05-H02"], """
30 jan 2026 - family court
puja nath maint. W/O filed by miah - says puja left matrimonial home on her own, he is ready to take her back.
judge sent both to counsellor - 1st session 06.02.2026, 11 am.
judge also asked OP to file income affidavit.
next date 27/2
""")

up("backlog/2026-01/photo_2026-01-29_17-48-30.jpg", "handwritten_note_photo", CLERK, "2026-01-29", ["C06"], ["C06-H01"], """
২৯.০১.২০২৬
জেলা জজ আদালত - এল.এ. রেফ. ১৯/২৪ জিতেন্দ্র ত্রিপুরা
জি.পি. দেবনাথ বাবু বলিলেন এল.এ. কালেক্টর অফিস থেকে রেকর্ড আসে নাই, সময় চাহিলেন।
সময় মঞ্জুর।
পরের তারিখ ১২.০৩.২০২৬
জিতেন্দ্র বাবু আসিয়াছিলেন, ফেরত গেলেন।
""")

up("backlog/2026-02/PXL_20260203_190044.jpg", "handwritten_note_photo", ADV, "2026-02-03", ["C01"], ["C01-H03"], """
3.2.26  HC Ct 3
Rupali WP - again no counter!! Paul: instructions awaited (2nd time).
Dutta Roy J: last opportunity, 2 wks, costs Rs 2000 to HC Legal Services Committee.
Interim continues - post not to be filled.
ND 24.2
""")

up("backlog/2026-02/gratuity appeal 10-2.txt", "typed_note_txt", ADV, "2026-02-10", ["C07"], ["C07-H01"], """
10-02-2026 (tue) labour commr office, palace compound
Gratuity appeal 6/2025 Sumitra Munda v Durgabari TE
AA Dipankar Das sits only tuesday afternoon (after 2.30). Admitted. Notice to the garden. LCR of PG case 22/24 called.
claim: 27 yrs (1997-2024) vs 19 yrs allowed. diff 15 x 176 x 8 = 21,120.
union secretary Mangal Orang came with her.
NDOH 10.03.26
""")

up("backlog/2026-02/PXL_20260217_175530.jpg", "handwritten_note_photo", ADV, "2026-02-17", ["C04"], ["C04-H03"], """
17/2/26  CJ Sr Div Ct 2
TS 84/24 Anjali - D3 w/s filed today. Cost 300 (of 20.1) paid to us by Sarkar's junior.
issues next.
ND 17.3.26
""")

up("backlog/2026-02/PXL_20260224_183318.jpg", "handwritten_note_photo", ADV, "2026-02-24", ["C01"], ["C01-H04"], """
24.2.26  HC 3
Rupali WP - counter FILED (by Director Sec Edn). Says "performance unsatisfactory" - no show cause annexed!
rejoinder 2 wks. costs 2000 deposited by State? - ask registry.
ND 24/3
""")

up("backlog/2026-02/PXL_20260227_191202.jpg", "handwritten_note_photo", ADV, "2026-02-27", ["C05"], ["C05-H03"], """
27.02.26  Family Ct
Puja maint - counselling failed. Bappa went to 1st session (6.2) only, did not go to 2nd.
Interim heard. Miah: he earns only 6-7 thousand, auto is on loan.
I said - no income affidavit filed despite 30.1 direction.
aaj order hoyni, ND 20.3 for order
""")

up("backlog/2026-03/PXL_20260305_173015.jpg", "handwritten_note_photo", ADV, "2026-03-05", ["C03"], ["C03-H01"], """
05.03.26  HC Ct 2 (Deb J)
CRP 58/26 Gopal Saha (Udaipur TS 33/23 - amendment refused 12.1.26)
(filed 16.2.26, diary no. 1187/2026; listed only now)
Notice. No stay of the suit but trial court shall not pronounce judgment till next date.
Deb J: "keep your notes short - 2 pages".
ND 9.4.26
""")

up("backlog/2026-03/photo_2026-03-10_18-22-05.jpg", "handwritten_note_photo", CLERK, "2026-03-10", ["C07"], ["C07-H02"], """
১০.০৩.২০২৬ মঙ্গলবার - লেবার কমিশনার অফিস
গ্র্যাচুইটি আপীল ৬/২০২৫ সুমিত্রা মুন্ডা
বাগানের উকিল রাজীব চক্রবর্তী বাবু জবাব দিবার সময় চাহিলেন। সময় দেওয়া হইল।
পরের তারিখ ১৪.০৪.২০২৬
মঙ্গল ওরাং ফোন করিয়াছিলেন।
""")

up("backlog/2026-03/LA ref 12 march.txt", "typed_note_txt", ADV, "2026-03-12", ["C06"], ["C06-H02"], """
12 march 2026, DJ court
LA ref 19/24 jitendra tripura. GP filed the LA collector's records today (award, 3 sale deeds used for avg).
DJ dey sir: claimant must file CERTIFIED copies of the sale deeds he relies on, photocopies won't do.
claimant evidence next. get certified copy of deed no. 1-3367 of 2019 (Champaknagar, 7,50,000 per kani) from sub-registrar jirania.
ND 07.05.2026
""")

up("backlog/2026-03/PXL_20260317_181140.jpg", "handwritten_note_photo", ADV, "2026-03-17", ["C04"], ["C04-H04"], """
17/3 Tue - TS 84/24 Anjali
5 issues framed (title, possession, limitation, injunction, relief).
PW1 affidavit by next date - madam wants it 1 week before with copy to Sarkar.
ND 21.4.26
""")

up("backlog/2026-03/PXL_20260320_175901.jpg", "handwritten_note_photo", ADV, "2026-03-20", ["C05"], ["C05-H04"], """
20.3.26  Family Ct - Puja maint
INTERIM ORDER: 5000 Puja + 3000 Ayan = 8000 pm from 04.09.25 (date of appln). arrears 3 instalments. by 10th of each month.
Puja happy. told her keep every payment receipt.
ND 8.5
""")

up("backlog/2026-03/WP 412 hearing 24.3.docx", "typed_note_docx", ADV, "2026-03-24", ["C01"], ["C01-H05"], """
WP(C) 412/2025 - Rupali Jamatia - 24.03.2026 (Court 3)
Rejoinder filed on 10.03.2026.
Heard in part. I argued: stigmatic termination ("performance unsatisfactory") without show cause; 6 years' continuous engagement; post still vacant.
Addl GA Paul: contractual, no right to post.
Dutta Roy J directed the State to produce the original termination file (note-sheets) on the next date.
NDOH: 05.05.2026
""")

up("backlog/2026-04/PXL_20260409_174420.jpg", "handwritten_note_photo", ADV, "2026-04-09", ["C03", "C07"], ["C03-H02"], """
9/4/26  HC Ct 2
CRP 58 Gopal Saha - service complete. Sarkar appeared for Nirmal, sought 3 wks for counter.
Stay-like order (no judgment) extended.
ND 14.5.26
also: took PF passbook photo of Sumitra (for gratuity appeal) - Mangal brought it.
""")

up("backlog/2026-04/gratuity 14.4.txt", "typed_note_txt", ADV, "2026-04-14", ["C07"], ["C07-H03"], """
14.4.26 AA (labour commr) - sumitra munda gratuity appeal
reply filed by chakraborty: 1997-2005 she was casual (bigha) worker, not on muster roll, so not counted.
showed the PF passbook - PF from 1998.
AA das sir directed the garden to produce muster rolls 1997 to 2005 on ND.
ND 16.06.2026
""")

up("backlog/2026-04/PXL_20260416_180032.jpg", "handwritten_note_photo", ADV, "2026-04-16", ["C02"], ["C02-H04"], """
16.4.26 HC Ct 5 - Ratan Crl.A(J) 27
LCR RECEIVED finally. Paper book in 8 wks.
Ratan present with Bikram.
পরের তারিখ ৯.৭.২৬
""")

up("backlog/2026-04/Anjali PW1 21.4.26.docx", "typed_note_docx", ADV, "2026-04-21", ["C04"], ["C04-H05"], """
T.S. 84/2024 - Anjali Das v Haripada Das & Ors. - 21.04.2026
PW1 Smt. Anjali Das - affidavit-in-chief tendered (filed 13.04.2026).
Exhibits: Ext. 1 khatian No. 2041; Ext. 2 mutation order 1994; Ext. 3 sale deed No. 1-882 of 1987 in favour of her father; Ext. 4-5 land revenue receipts; Ext. 6 sketch map.
Sarkar (for D1-D3): not ready to cross, wants time to compare the 1987 deed. Cross deferred at his prayer.
Taken up only at 3.10 pm as usual.
ND: 16.06.2026
""")

up("backlog/2026-05/PXL_20260505_173800.jpg", "handwritten_note_photo", ADV, "2026-05-05", ["C01"], ["C01-H06"], """
5.5.26  HC Ct 3  Rupali WP
Original file produced by Paul. NO show cause in the file, no performance report! only a note "not required".
Heard fully. Judgment on 14.7.26.
Rupali outside - told her hopeful. ki holo bolte hobe na kauke.
""")

up("backlog/2026-05/LA ref 19 CW1 7.5.26.docx", "typed_note_docx", ADV, "2026-05-07", ["C06"], ["C06-H03"], """
LA Ref. 19/2024 - Jitendra Tripura - 07.05.2026 (District Judge)
CW1 Sri Jitendra Tripura examined in chief. Proved: Ext. C1 certified copy of sale deed No. 1-3367 of 2019 (0.50 kani in Champaknagar at Rs. 3,75,000, i.e. Rs. 7,50,000 per kani); Ext. C2 khatian; Ext. C3 photos of the land by the road.
Claim: Rs. 9,00,000 per kani.
GP Debnath deferred cross - wants to verify the deed with the sub-registrar.
ND 02.07.2026
""")

up("backlog/2026-05/PXL_20260508_180522.jpg", "handwritten_note_photo", ADV, "2026-05-08", ["C05"], ["C05-H05"], """
08/05/26  Family Ct  Puja maint
Compliance: Bappa paid only 16,000 (2 months). Arrears unpaid.
Miah: OP's father ill in GBP hospital, time please.
Judge warned - if not paid by ND, warrant u/s 144(3) BNSS.
PW1 evidence next.  ND 26.6
""")

up("backlog/2026-05/PXL_20260514_172010.jpg", "handwritten_note_photo", ADV, "2026-05-14", ["C03"], ["C03-H03"], """
14-5-26  HC Ct 2
CRP 58 Gopal - Sarkar engaged before Division Bench, his junior (Tanmoy) sought time. 2nd time he takes time here.
Deb J allowed but said "next time costs".
ND 25.6.26 (after vacation)
""")

up("backlog/2026-06/PXL_20260616_192250.jpg", "handwritten_note_photo", ADV, "2026-06-16", ["C04", "C07"], ["C04-H06", "C07-H04"], """
16/6/26 Tue - two courts
(a) CJ Sr Div 2 - Anjali TS 84 - PW1 cross by Sarkar (after 2 pm as usual). Anjali admitted the pond on the east is common, denied D1 ever lived on the plot. PW1 closed.
    PW2 Sukumar Bhowmik (neighbour) next. ND 14.7
(b) Labour commr 3 pm - Sumitra gratuity: muster rolls NOT produced. Chakraborty: records destroyed in 2017 flood.
    Das sir: last chance, else adverse inference. ND 11.8.26
""")

up("backlog/2026-06/CRP 58 notes 25.6.txt", "typed_note_txt", ADV, "2026-06-25", ["C03"], ["C03-H04"], """
25.06.2026 CRP 58/26 gopal saha, HC court 2
heard in part. i argued: evidence not begun when petn filed (only issues framed 18.7.24), relief of possession is consequential, facts already pleaded in para 7.
sarkar: changes nature of suit, time barred.
deb j: both sides file written notes, 2 pages max, by next date.
ND 9/7/26
""")

up("backlog/2026-06/PXL_20260626_181500.jpg", "handwritten_note_photo", ADV, "2026-06-26", ["C05"], ["C05-H06"], """
26.6.26 Fri  Family Ct
Puja - PW1 Puja Nath examined in chief (left home 14.2.2025 after assault; Bappa runs auto + grocery shop at Ramnagar).
Cross deferred - Miah wanted time to "talk compromise".
Arrears: paid 24,000 more today, still 40,000 due (my calc).
ND 7.8.26
""")

up("backlog/2026-07/PXL_20260702_174033.jpg", "handwritten_note_photo", ADV, "2026-07-02", ["C06"], ["C06-H04"], """
2.7.26  DJ  LA Ref 19/24 Jitendra
CW1 cross by GP - suggestion that 2019 deed is of road-side land, ours is inside. CW1: our plot also touches the road (Ext C3 photos).
CW2 Subrata Saha (deed writer, Jirania) examined - said land price in Champaknagar 2022-23 was 8-10 lakh per kani.
ND 27.8
""")

up("backlog/2026-07/PXL_20260709_180845.jpg", "handwritten_note_photo", ADV, "2026-07-09", ["C02", "C03"], ["C02-H05", "C03-H05"], """
9/7/26 Thu  HC
Ct 5 - Ratan Crl.A(J) 27: PP Sutradhar engaged in DB - not ready. Nandi J: "no further adjournment". ND 6.8.26
Ct 2 - Gopal CRP 58: Sarkar ABSENT (junior: senior unwell). Deb J - costs Rs 1500 to petitioner. Our written notes filed. ND 6.8.26
Both on same day again - ask clerk to mention the clash.
""")

up("backlog/2026-07/PXL_20260714_191920.jpg", "handwritten_note_photo", ADV, "2026-07-14", ["C01", "C04"], ["C01-H07", "C04-H07"], """
14.7.26
HC Ct 3 - Rupali WP 412 - ALLOWED!! termination set aside, reinstatement 6 wks, 50% back wages. apply certified copy today.
CJ Sr Div 2 - Anjali TS 84 - PW2 Sukumar absent (in Silchar). our time prayer - allowed, summons to PW2.
 madam: "no more time to plaintiff". ND 18.8.26
""")

up("backlog/2026-08/PXL_20260806_184410.jpg", "handwritten_note_photo", ADV, "2026-08-06", ["C02", "C03"], ["C02-H06", "C03-H06"], """
06.08.26 Thu HC
(1) Ct 5 Ratan - ARGUED 40 min: PW3 & PW4 (seizure witnesses) hostile; no independent witness; sanction u/s 39 Arms Act not proved; gun not sent to ballistic expert. PP part reply. ND 3.9.26
(2) Ct 2 Gopal CRP 58 - ALLOWED. amendment allowed on costs Rs 3000 to respondents. add. w/s 4 wks. tell Gopal to pay 3000 at Udaipur.
""")

up("backlog/2026-08/PXL_20260807_175015.jpg", "handwritten_note_photo", ADV, "2026-08-07", ["C05"], ["C05-H07"], """
7.8.26  Family Ct - Puja
PW1 cross by Miah (1 hr): denied she left on her own; admitted she does tuition (2 students, Rs 1,500 pm).
Judge again sent for counsellor? no - said evidence over.
OP evidence next. ND 12.9
""")

up("backlog/2026-08/photo_2026-08-08_11-02-47.jpg", "handwritten_note_photo", CLERK, "2026-08-08", ["C05"], ["C05-H07"], """
০৮.০৮.২০২৬
স্যার, ফ্যামিলি কোর্ট পূজা নাথ মামলা (মিস কেস ২১১/২৫) - পরের তারিখ ১২.০৯ নয়।
পেশকার বাবু খাতা দেখিয়া বলিলেন পরের তারিখ ১৯.০৯.২০২৬ (শনিবার), বিবাদীর সাক্ষ্য।
ডায়েরিতে ঠিক করিয়া নিবেন।
- হরধন
""")

up("backlog/2026-08/gratuity 11.8.26.txt", "typed_note_txt", ADV, "2026-08-11", ["C07"], ["C07-H05"], """
11.8.26 - AA, sumitra munda
muster rolls not produced even now. chakraborty repeated flood story, no FIR / no inspection report of the flood.
heard both. order to be pronounced 13.10.26.
interest claim: 10% from 01.05.2024 (30 days after retirement).
NDOH 13.10.2026
""")

up("backlog/2026-08/Anjali PW2 18.8.docx", "typed_note_docx", ADV, "2026-08-18", ["C04"], ["C04-H08"], """
TS 84/24 - 18.08.2026
PW2 Sri Sukumar Bhowmik (neighbour, 68 yrs) examined: has seen Anjali's father and then Anjali in possession since 1987; D1 lives at Ramnagar, never on the plot.
Cross by Sarkar: suggested PW2 is Anjali's relative - denied ("I am only neighbour for 40 years"); admitted he did not see the 1987 deed.
Plaintiff's evidence closed. DW next.
ND 22.9.26
""")

up("backlog/2026-08/photo_2026-08-27_16-40-10.jpg", "handwritten_note_photo", CLERK, "2026-08-27", ["C06"], ["C06-H05"], """
২৭.০৮.২০২৬ জেলা জজ
জিতেন্দ্র ত্রিপুরা এল.এ. রেফ.
সরকার পক্ষের সাক্ষী আসে নাই। জি.পি. দেবনাথ বাবু আবার সময় চাহিলেন (রাজস্ব পরিদর্শক ছুটিতে)।
পরের তারিখ ০৫.১১.২০২৬
""")

up("backlog/2026-09/PXL_20260903_173512.jpg", "handwritten_note_photo", ADV, "2026-09-03", ["C02"], ["C02-H07"], """
3/9/26 HC Ct 5 - Ratan
PP Sutradhar ABSENT. proxy sought time. Nandi J very annoyed - recorded that PP shall appear in person on ND. 3rd time the State takes time in this appeal.
Ratan present (as per bail condn).
ND 26.11.26 (after Puja vacation)
""")

up("backlog/2026-09/New Text Document (3).txt", "typed_note_txt", ADV, "2026-09-02", ["C01"], [], """
2.9.26 - rupali jamatia called (evening)
she went to takarjala HS school with the judgment copy on 24.08 - HM says no order from DSE, won't let her join. DEO Sepahijala also says "wait".
6 weeks from receipt ends around 8-9 sept (copy served on DSE 28.07.26).
told her: send me the receipt of service. if not reinstated by 15.9 - legal notice / contempt.
she says state may file writ appeal - paul hinted.
""")

up("backlog/2026-09/family 19.9 sat.txt", "typed_note_txt", ADV, "2026-09-19", ["C05"], ["C05-H08"], """
19.09.2026 (saturday) family court
puja maint - OP Bappa absent. miah: he is in dharmanagar for work. sought time.
judge: last chance, OPW1 must be present on ND or OP evidence closed.
miah gave undertaking in court that bappa will be present on ND and will pay the monthly 8000 regularly.
arrears still ~40,000 due (puja says he pays the monthly 8000 since july, old arrears not).
ND 13.11.26
""")

up("backlog/2026-09/PXL_20260922_180215.jpg", "handwritten_note_photo", ADV, "2026-09-22", ["C04"], ["C04-H09"], """
22/9  CJ Sr Div 2  Anjali TS 84
DW1 affidavit NOT filed. Sarkar's petition - engaged in HC. cost 500 to plaintiff.
madam: DW1 affidavit 7 days before ND with copy to us.
Sarkar again - 3rd time in this suit he takes time.
ND 17.11
""")

up("backlog/2026-10/PXL_20261013_175544.jpg", "handwritten_note_photo", ADV, "2026-10-13", ["C07"], ["C07-H06"], """
13.10.26  Labour commr - Sumitra gratuity appeal ALLOWED.
27 yrs counted. balance 21,120 + 10% simple int from 1.5.24, in 30 days.
tell Mangal Orang (union). apply certified copy.
""")

up("backlog/2026-11/LA ref RW1 5.11.docx", "typed_note_docx", ADV, "2026-11-05", ["C06"], ["C06-H06"], """
LA Ref. 19/2024 - Jitendra Tripura - 05.11.2026
RW1 Sri Kanai Lal Bhowmik, Revenue Inspector, Jirania examined by GP: valuation as per avg of 3 sale deeds of 2020-2022.
Cross by me: admitted none of the 3 deeds is of land by the road; admitted he did not visit the land; admitted deed 1-3367/2019 was not considered.
State evidence closed. Arguments next.
DJ: both sides to give a chart of the sale deeds.
ND 17.12.2026
""")

up("backlog/2026-11/PXL_20261113_182033.jpg", "handwritten_note_photo", ADV, "2026-11-13", ["C05"], ["C05-H09"], """
13.11.26 Fri  Family Ct  Puja
OPW1 Bappa Nath examined (chief on affidavit). Cross by me: ADMITTED earns Rs 22,000 pm from auto + grocery shop. admitted arrears not paid fully.
Miah asked for compromise again - Puja refused.
arguments ND 11.12.26
""")

up("backlog/2026-11/PXL_20261117_172900.jpg", "handwritten_note_photo", ADV, "2026-11-17", ["C04"], ["C04-H10"], """
17/11/26  CJ Sr Div 2  Anjali TS 84
DW1 Haripada Das affidavit filed (on 10.11). Cross by me started 3 pm - he admitted he has no deed of the plot, claims by "family partition 1979" (no paper).
cross part; further cross ND ১৫.১২.২৬
""")

up("backlog/2026-11/PXL_20261126_180140.jpg", "handwritten_note_photo", ADV, "2026-11-26", ["C02"], ["C02-H08"], """
26.11.26  HC Ct 5  Ratan Crl.A(J) 27
PP Sutradhar present in person this time. reply: recovery from his house proved by PW1 (OC) and PW2 (SI); hostile witnesses not fatal.
my reply 10 min - sanction not proved.
JUDGMENT on 10.12.26. Ratan must be present.
""")

up("backlog/2026-11/week plan 30.11.txt", "typed_note_txt", ADV, "2026-11-28", ["C02", "C03", "C04", "C05", "C06"], [], """
week 30.11 - 5.12 (plan)
- ratan appeal: judgment 10.12 - tell bikram ratan must be there; keep surety ready in case.
- anjali TS: prepare further cross of DW1 - the 1979 "partition", ask for the khatian of 1979.
- puja maint: written arguments + arrears chart (paid vs due) for 11.12.
- jitendra LA ref: sale deed chart for DJ (asked on 5.11).
- CRP gopal: check if Udaipur court has taken additional w/s.
""")

# ---------------------------------------------------------------- WhatsApp
up("backlog/2026-11/WhatsApp Chat with Bikram Debbarma.txt", "whatsapp_export", "Bikram Debbarma (client's son) / Sudipta Bhowmik", "2026-11-26", ["C02"], [], """
08/01/26, 7:41 pm - Bikram Debbarma: Dada ki holo aajke? apa r bail?
08/01/26, 7:55 pm - Sudipta Bhowmik: Aaj hoyni. PP time nilo. 22 tarikh abar.
08/01/26, 7:56 pm - Bikram Debbarma: Accha dada. khulumkha
22/01/26, 5:12 pm - Bikram Debbarma: Dada apa ke bail dise?? Ama kaandche
22/01/26, 5:20 pm - Sudipta Bhowmik: Haan, sentence suspend hoyeche. Bail bond 25000, ek jon surety lagbe Khowai court e. Protyek date e babake HC te aante hobe.
22/01/26, 5:22 pm - Bikram Debbarma: Surety amar kaka Sukhen Debbarma dibe. khulumkha dada
27/01/26, 1:03 pm - Bikram Debbarma: Apa release hoye gese aaj Khowai jail theke
09/07/26, 6:30 pm - Bikram Debbarma: Dada aaj ki holo? apa sarakhon bosechilo
09/07/26, 6:41 pm - Sudipta Bhowmik: PP ashen ni, time nilo. 6 August.
03/09/26, 7:10 pm - Bikram Debbarma: tamo holo dada? abar date?
03/09/26, 7:15 pm - Sudipta Bhowmik: PP abar absent. 26 November. Judge raag korechen.
26/11/26, 6:02 pm - Bikram Debbarma: Dada judgment kobe?
26/11/26, 6:05 pm - Sudipta Bhowmik: 10 December. Babake obosshoi niye asbe, na ashle problem.
26/11/26, 6:06 pm - Bikram Debbarma: Thik ase dada. khulumkha
""")

up("backlog/2026-11/WhatsApp Chat with Puja Nath.txt", "whatsapp_export", "Puja Nath (client) / Sudipta Bhowmik", "2026-11-20", ["C05"], [], """
10/04/26, 9:15 am - Puja Nath: Dada April er 8000 ashe ni ekhono
10/05/26, 8:40 pm - Puja Nath: Dada se 16000 diyeche shudhu. baki arrears kichu dey ni
26/06/26, 7:05 pm - Puja Nath: Ajke 24000 dilo court e
26/06/26, 7:20 pm - Sudipta Bhowmik: Receipt ta rekhe dio. ekhono 40000 baki.
19/09/26, 4:02 pm - Puja Nath: Se ashe ni aajke. Dharmanagar e ache bolche
20/11/26, 10:11 am - Puja Nath: Dada 11 tarikh ki amake aste hobe? Ayan er exam
20/11/26, 10:30 am - Sudipta Bhowmik: Arguments, tomar asha lagbe na. Arrears er hisab ta pathiye dio.
""")

up("backlog/2026-11/WhatsApp Chat with Haradhan Muhuri.txt", "whatsapp_export", "Haradhan Nath (muhuri) / Sudipta Bhowmik", "2026-11-24", ["C01", "C07", "C04"], [], """
15/07/26, 11:20 am - Haradhan Muhuri: স্যার, রুপালী জমাতিয়ার রায়ের সার্টিফায়েড কপির দরখাস্ত জমা দিয়াছি। ফোলিও ২৪।
27/07/26, 3:05 pm - Haradhan Muhuri: রুপালী কপি পাওয়া গিয়াছে।
20/10/26, 12:40 pm - Haradhan Muhuri: সুমিত্রা মুন্ডার অর্ডারের কপি পাইয়াছি। মঙ্গল বাবুকে দিলাম।
23/11/26, 5:15 pm - Haradhan Muhuri: স্যার, দুর্গাবাড়ি বাগান চেক দিয়াছে ২১,১২০ টাকা, সুদ দেয় নাই।
23/11/26, 5:17 pm - Sudipta Bhowmik: Interest er jonno application korte hobe. Mangal ke bolo.
24/11/26, 10:02 am - Haradhan Muhuri: অঞ্জলি দাসের মামলায় সরকার বাবুর জুনিয়র বলিল ১৫ তারিখ তিনি হাইকোর্টে থাকিবেন, আবার সময় চাহিবেন।
""")
