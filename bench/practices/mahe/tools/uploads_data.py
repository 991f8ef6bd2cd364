"""The uploads of the Mahe practice: what Adv. Anitha, her junior Nikhil and the gumasthan Gopalan actually kept."""

L, J, K = "Anitha Raghavan", "Nikhil Chandran P.", "Gopalan K. (gumasthan)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2030-04/scan_loan_ac_statement_pavithran.pdf", "document_scan", "Mahe Matsya Co-operative Bank Ltd.", "2030-04-28", ["C01"], [], """
MAHE MATSYA CO-OPERATIVE BANK LTD., No. P.412   Head Office: Fishing Harbour Road, Mahe 673310
STATEMENT OF LOAN ACCOUNT   Borrower: Pavithran K., Chalakkara   Loan A/c FBL/27/0093 (Fibre boat loan)
Sanctioned 14.03.2027: Rs. 12,00,000 @ 11.5% p.a.   Security: hypothecation of FRP boat 'Sree Muthappan' (Reg. IND-PY-MH-MM-1187) with engine and net
Principal outstanding: Rs. 10,18,400   Interest: Rs. 3,96,600   Penal interest: Rs. 47,000
TOTAL DUE as on 28.04.2030: Rs. 14,62,000
Note: Moratorium period (15.06.2028 to 31.07.2028, monsoon trawling ban) - interest NOT waived.
                                 sd/- Branch Manager (Haridasan T.)
""")
u("backlog/2030-06/IMG_20300611_104412.jpg", "document_photo", "Coastal Police Station, Mahe", "2030-06-11", ["C02"], [], """
COASTAL SECURITY POLICE STATION, MAHE (Puducherry)   G.D. Entry No. 118/2030   dt. 03.06.2030
Informant: Pavithran K., owner, FRP boat 'Sree Muthappan'.
At about 05.30 hrs on 02.06.2030, about 4 nautical miles off Chombala, the boat 'St. Antony' (owner Joseph
Fernandez, Chombala) hit the starboard side of 'Sree Muthappan' while turning; hull cracked, outboard engine
(Yamaha 40 HP) damaged, nets lost. Boat towed to Mahe fishing harbour. Crew safe. Referred to Coast Guard.
                                          SI of Police, Coastal PS Mahe
""")
u("backlog/2030-06/Coast Guard report St Antony.pdf", "document_scan", "Coast Guard Station, Beypore", "2030-06-20", ["C02"], [], """
INDIAN COAST GUARD - PRELIMINARY REPORT ON COLLISION AT SEA
Vessels: IND-PY-MH-MM-1187 'Sree Muthappan' (Mahe) and IND-KL-04-MM-5521 'St. Antony' (Chombala)
Date/time: 02.06.2030, approx. 0530 hrs. Position: 4 NM WNW of Chombala.
Finding: 'St. Antony' altered course to port without a look-out; 'Sree Muthappan' was stationary with nets out.
Damage to 'Sree Muthappan': hull breach 1.2 m, engine immersed. Survey estimate furnished by owner: Rs. 4,85,000.
""")
u("backlog/2030-07/excise suspension order sea breeze.pdf", "document_scan", "Deputy Commissioner of Excise, Puducherry", "2030-07-01", ["C03"], [], """
கலால் துறை, புதுச்சேரி அரசு   EXCISE DEPARTMENT, GOVERNMENT OF PUDUCHERRY
Proc. No. 1442/Exc/FL-3/2030   dated 01.07.2030
Sub: FL-3 licence of M/s Sea Breeze Bar & Restaurant, Mahe (licensee Sri. Shaji Abraham) - suspension.
On inspection by the Excise Inspector, Mahe on 27.06.2030 at 11.40 pm the bar was found serving liquor beyond the
permitted hours and a stock variation of 46 bottles (IMFL) was noticed. The explanation is not satisfactory.
ORDER: The licence is suspended for THIRTY (30) DAYS from 05.07.2030 under the Puducherry Excise Act, 1970.
                                  Deputy Commissioner of Excise, Puducherry
""")
u("backlog/2030-07/Plaint OS Valiyaveettil draft final.docx", "typed_note_docx", L, "2030-07-18", ["C05"], [], """
BEFORE THE SUB COURT, MAHE
O.S. No. ____ of 2030
Plaintiffs: 1. Kausalya Amma, 68, w/o late Kunhiraman, Valiyaveettil, Pallur, Mahe  2. Sudheer Kumar V.K.  3. Anil Kumar V.K. (now at Muscat, Oman)  4. Sindhu V.K.
Defendants: 1. Prakashan V.K., s/o Balan  2. Balan V.K.  3. M. Ashraf, Chokli
PLAINT FOR PARTITION AND DECLARATION
1. The plaint schedule property - the Valiyaveettil tharavad house and 42 cents in R.S. No. 112/4 of Pallur revenue village, Mahe - devolved on the plaintiffs and D2 from late Kunhiraman.
2. The 2nd plaintiff, while working in Dubai, executed a power of attorney dated 12.03.2019 in favour of D1 only to collect rent and pay tax. D1 had no power to sell.
3. D1, by sale deed No. 2214/2029 of SRO Mahe dated 30.10.2029, sold 9 cents with the eastern portion of the house to D3 for Rs. 18,00,000, showing it as the 2nd plaintiff's share. The sale is void and not binding.
Reliefs: (a) partition into 5 equal shares; (b) declaration that the sale deed 2214/2029 is void; (c) injunction.
Valuation: Court fee Rs. 4,350 paid.
""")
u("backlog/2030-07/old aadharam 1958 scan p1.jpg", "document_photo", "Notaire, Mahé (old deed)", "2030-07-16", ["C05"], [], """
ആധാരം (1958)  - ദാനാധാരം (acte de donation)
മയ്യഴി (Mahé) നോത്തേർ (Notaire) മുമ്പാകെ ഒപ്പിട്ടത്, 14 ജൂൺ 1958.
ദാതാവ്: വലിയവീട്ടിൽ കണ്ണൻ. സ്വീകർത്താവ്: മകൻ കുഞ്ഞിരാമൻ.
വസ്തു: പള്ളൂർ ദേശത്ത് cadastre നമ്പർ 318-ൽ പെട്ട 42 സെന്റ് പറമ്പും അതിലുള്ള ഓടിട്ട വീടും (tharavad).
കിഴക്ക് - പൊതുവഴി, പടിഞ്ഞാറ് - തോട്.  ഈ വസ്തു കുഞ്ഞിരാമന്റെ മക്കൾക്കും ഭാര്യക്കും ഒരുപോലെ അവകാശപ്പെട്ടതായിരിക്കും.
enregistré à Mahé, droits perçus.
""")
u("backlog/2030-07/patta extract pallur RS 112-4.pdf", "document_scan", "Taluk Office, Mahe (Revenue)", "2030-07-12", ["C05"], [], """
புதுச்சேரி அரசு - வருவாய்த் துறை   GOVERNMENT OF PUDUCHERRY - REVENUE DEPARTMENT
பட்டா / PATTA EXTRACT (Land Records)   Region: Mahe   Village: Pallur
R.S. No. 112/4   Extent: 0.17.00 Ha (42 cents)   Classification: Manai (house site)
Patta No. 1096   Pattadar: Kunhiraman V. (late) - legal heirs not mutated
Old Survey (Cadastre) No. 318
Issued by: Deputy Tahsildar, Mahe, 12.07.2030
""")
u("backlog/2030-05/quit notice fathima to rajeev.docx", "typed_note_docx", L, "2030-05-06", ["C06"], [], """
ANITHA RAGHAVAN, B.A., LL.B., Advocate, Mahe
Regd. A.D.                                                      Date: 06.05.2030
To: Sri. Rajeev Menon, Lucky Footwear, Door No. 5/212, Mahe Bridge Road, Mahe
Under instructions from my client Smt. Fathima Beevi, owner of the above shop room:
1. You are a tenant on a monthly rent of Rs. 8,500. You have not paid rent since January 2030.
2. My client requires the shop for the footwear / textile business of her son Nisar, who has returned from Qatar.
You are called upon to pay the arrears and to vacate and hand over the shop within 30 days.
                                                              Anitha Raghavan, Advocate
""")
u("backlog/2030-05/cheque return memo indian bank mahe.jpeg", "document_photo", "Indian Bank, Mahe branch", "2030-04-08", ["C07"], [], """
INDIAN BANK   Mahe Branch   RETURN MEMO   Date: 08.04.2030
Cheque No. 604117 dt 02.04.2030  Amount Rs. 3,40,000/-
Drawer: Suresh Babu T.   Payee: Chandrika Jewellers
Returned for the reason: FUNDS INSUFFICIENT
                                     Officer
""")
u("backlog/2030-05/138 notice suresh babu.docx", "typed_note_docx", L, "2030-04-20", ["C07"], [], """
LAWYER'S NOTICE u/s 138(b) of the Negotiable Instruments Act, 1881
To: Suresh Babu T., Thekkeyil House, Chokli P.O., Kannur District, Kerala
My client Chandrika Jewellers, Mahe (prop. P. Vinod) supplied you 42 grams of gold ornaments on credit on 15.03.2030. Towards the price you issued cheque No. 604117 dated 02.04.2030 for Rs. 3,40,000 drawn on your account, which was returned on 08.04.2030 for 'funds insufficient'.
You are called upon to pay Rs. 3,40,000 within 15 days of receipt of this notice.
Mahe, 20.04.2030                                    Anitha Raghavan, Advocate
""")
u("backlog/2030-07/disability cert ajayan GH mahe.pdf", "document_scan", "Medical Board, Government General Hospital, Mahe", "2030-07-24", ["C08"], [], """
GOVERNMENT GENERAL HOSPITAL, MAHE - MEDICAL BOARD
DISABILITY CERTIFICATE   No. MB/118/2030   dt. 24.07.2030
Name: Ajayan M., 41, Pandakkal, Mahe. Injury: compound fracture of right tibia and fibula (RTA 11.02.2030, bus 'Kavya').
Treated at GH Mahe and Co-operative Hospital Thalassery; ORIF done.
Permanent partial disability: 28% (twenty-eight per cent) of the right lower limb.
Members: Dr. Sreeja N. (Ortho), Dr. P. Mohandas, Dr. A. Selvi
""")
u("backlog/2030-07/MCOP claim petition ajayan.docx", "typed_note_docx", L, "2030-07-29", ["C08"], [], """
BEFORE THE MOTOR ACCIDENTS CLAIMS TRIBUNAL (SUB JUDGE), MAHE
M.C.O.P. No. ___ of 2030
Petitioner: Ajayan M., 41, fish vendor, Pandakkal
Respondents: 1. Sajeevan P., owner of bus KL-58-F-xxxx 'Kavya'  2. The New India Assurance Co. Ltd., Thalassery
Claim u/s 166 MV Act. On 11.02.2030 at 8.15 am at Poozhithala the bus 'Kavya' driven rashly hit the petitioner's scooter.
Compensation claimed: Rs. 12,00,000 (medical expenses Rs. 2,36,000; loss of earnings; 28% disability).
""")

# ---------------- July - September 2030
u("backlog/2030-07/IMG_20300708_173055.jpg", "handwritten_note_photo", L, "2030-07-08", ["C04"], ["C04-H01"], """
8/7/30  Mon   JMFC
Sea Breeze - Shijith (A2) bail, Crl.MP 402/30. Cr 14/2030 Excise Range Mahe.
Arrested 04.07 night. APP Murugan objected - 'stock variation 46 bottles, may tamper'.
Argued: licensee is A1, Shijith only manager, salary 14,000, no antecedents, wife delivery next month.
Orders 10.7 (Wed). Shaji-ne vilichu parayanam - sureties ready aakkanam, 2 per.
""")
u("backlog/2030-07/order sheet crlmp 402-2030 bail.pdf", "certified_order_sheet_scan", "JMFC, Mahe", "2030-07-10", ["C04"], ["C04-H02"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE OF THE FIRST CLASS, MAHE
Present: Sri. M. Selvakumar, B.A., B.L., Judicial Magistrate
Crl.M.P. No. 402 of 2030 in Crime No. 14/2030 of Excise Range, Mahe
Petitioner/A2: Shijith K.  vs  State rep. by Excise Inspector, Mahe
10.07.2030  Petitioner by Smt. Anitha Raghavan. APP present. Orders pronounced.
Considering that the petitioner is only the manager and the contraband is documentary stock variation, the
petitioner is enlarged on bail on executing a bond for Rs. 25,000 with two sureties for a like sum each, on
condition that he shall sign before the Excise Inspector, Mahe every Monday between 10 am and 12 noon until
the final report is filed, and shall not tamper with the records of the bar. Petition allowed.
Call on 21.10.2030 (for final report).                                          sd/- JM-I, Mahe
""")
u("backlog/2030-07/sea breeze appeal admission 15.7.pdf", "certified_order_sheet_scan", "Regional Administrator, Mahe", "2030-07-15", ["C03"], ["C03-H01"], """
OFFICE OF THE REGIONAL ADMINISTRATOR, MAHE
Excise Appeal No. 3 of 2030   Shri Shaji Abraham vs Deputy Commissioner of Excise, Puducherry
15.07.2030  Counsel for appellant Smt. Anitha Raghavan heard. Appeal admitted. Call for records.
Pending disposal, the suspension order dated 01.07.2030 is stayed on condition that the appellant shall not
serve liquor after 11.00 pm and shall keep the CCTV of the bar counter working. Remarks by 12.08.2030.
                                          sd/- D. Manikandan, Regional Administrator, Mahe
""")
u("backlog/2030-07/register page july 2030.jpg", "handwritten_note_photo", K, "2030-07-22", ["C07", "C01"], ["C07-H01", "C01-H01"], """
കേസ് ഡയറി - ജൂലൈ 2030   (ഗോപാലൻ)
17.07.30 ബുധൻ  JMFC  STC 77/30  ചന്ദ്രിക ജ്വല്ലേഴ്സ് v. സുരേഷ് ബാബു - സമൻസ് ചൊക്ലിയിൽ നിന്ന് മടങ്ങി വന്നില്ല (not served). അടുത്ത തീയതി 28.08.2030.
22.07.30 തിങ്കൾ  സബ് കോടതി  OS 41/30  മാഹി മത്സ്യ ബാങ്ക് v. പവിത്രൻ - നമ്മൾ ഹാജർ, വക്കാലത്ത് ഫയൽ ചെയ്തു. WS-ന് സമയം. അടുത്ത തീയതി 26.08.2030.
""")
u("backlog/2030-07/Valiyaveettil OS 64 filing note 29.7.docx", "typed_note_docx", L, "2030-07-29", ["C05"], ["C05-H01"], """
Valiyaveettil partition - O.S. 64/2030 (Sub Court)  29.07.2030
Suit numbered today as O.S. 64 of 2030. I.A. 211/2030 for temporary injunction restraining D3 Ashraf from altering
the eastern portion or alienating the 9 cents. Sub Judge ordered notice to D3, returnable 21.08.2030.
Ashraf has already started plastering work on the eastern verandah (Sindhu sent photos). Told Sudheer to send me
the copy of the PoA of 12.03.2019 - attested at the Consulate in Dubai. Court fee Rs. 4,350 paid.
Adutha date 21.08.2030.
""")
u("backlog/2030-08/munsiff register 5.8.jpg", "handwritten_note_photo", K, "2030-08-05", ["C02"], ["C02-H01"], """
05.08.2030 തിങ്കൾ - മുൻസിഫ് കോടതി
OS 212/30  പവിത്രൻ v. ജോസഫ് ഫെർണാണ്ടസ് (St. Antony ബോട്ട്)
എതിർകക്ഷിക്ക് വേണ്ടി സാബു തോമസ് വക്കീൽ (തലശ്ശേരി) ഹാജരായി. WS-ന് സമയം ചോദിച്ചു.
അടുത്ത തീയതി: 16.09.2030
""")
u("backlog/2030-08/RCOP 9 register 7.8.jpg", "handwritten_note_photo", K, "2030-08-07", ["C06"], ["C06-H01"], """
07.08.2030 ബുധൻ - റെന്റ് കൺട്രോളർ (മുൻസിഫ്)
RCOP 9/30 ഫാത്തിമ ബീവി v. രാജീവ് മേനോൻ (ലക്കി ഫുട്‌വെയർ, പാലം റോഡ്)
കൗണ്ടർ ഫയൽ ചെയ്തു - വാടക ബാങ്ക് വഴി അയച്ചു എന്ന് പറയുന്നു. വക്കീൽ എം. രാമചന്ദ്രൻ.
നമ്മൾ IA u/s 11 ഫയൽ ചെയ്യണം. അടുത്ത തീയതി: 30.10.2030
""")
u("backlog/2030-08/RA Mahe 12.8 sea breeze.txt", "typed_note_txt", L, "2030-08-12", ["C03"], ["C03-H01", "C03-H02"], """
12.08.2030 - RA's chamber, Regional Administration Mahe - Sea Breeze licence appeal (Excise Appeal 3/2030)
Dinesh (Excise) came without remarks - 'file Puducherry-il aanu, DC's office-il ninnu kittiyilla'. Asked 2 months.
RA gave time: remarks to be filed, next 14.10.2030. Stay of 15.07 continues (no sale after 11 pm, CCTV working).
Shaji: keep the CCTV recording of 27.06 night - pen drive copy to me before 14.10. Bar kept open, fine.
""")
u("backlog/2030-08/WhatsApp Chat with Nikhil Jr.txt", "whatsapp_export", J, "2030-08-28", ["C07", "C05"], ["C07-H02", "C05-H02"], """
21/08/30, 11:02 am - Nikhil Jr: Chechi, Valiyaveettil IA allowed 👍 status quo alla, proper injunction - D3 should not alter or alienate the 9 cents till disposal
21/08/30, 11:03 am - Nikhil Jr: Shamsudheen vakkeel vannu, vakalath for D3. WS-nu time chodichu
21/08/30, 11:04 am - Nikhil Jr: adutha date 25.09.2030
21/08/30, 11:20 am - Anitha Vakkeel: good. Sindhu-ne ariyikku. plastering stop cheyyanam ennu parayu
28/08/30, 12:41 pm - Nikhil Jr: Chandrika case - accused Suresh Babu vannilla. summons served aanu, but absent
28/08/30, 12:42 pm - Nikhil Jr: Selvakumar sir BW issue cheythu, Rs.10,000, through SHO Chokli. Kerala police vazhi aanu
28/08/30, 12:42 pm - Nikhil Jr: ND 09.10.2030
28/08/30, 12:50 pm - Anitha Vakkeel: ok. Vinod-ne vilichu parayam. He must be present on 9/10
""")
u("backlog/2030-08/WS OS 41 2030 filed copy.pdf", "document_scan", L, "2030-08-26", ["C01"], ["C01-H02"], """
BEFORE THE SUB COURT, MAHE   O.S. No. 41 of 2030
Mahe Matsya Co-operative Bank Ltd. ... Plaintiff   vs   Pavithran K. ... Defendant
WRITTEN STATEMENT OF THE DEFENDANT (filed on 26.08.2030)
1. The loan of Rs. 12,00,000 is admitted. The suit claim of Rs. 14,62,000 is excessive.
2. The bank's own circular gave a moratorium for the monsoon trawling ban months (June-July 2028 and 2029); the
interest and penal interest for those months are wrongly charged.
3. The boat was damaged in a collision on 02.06.2030 and the insurance claim (policy with the bank as loss payee) is
pending; the bank has failed to pursue it.
4. The defendant is willing to settle by one-time settlement.
Received copy: sd/- K.P. Rajeevan, counsel for plaintiff.     Next: 07.10.2030 (issues)
""")
u("backlog/2030-09/MCOP notice 2.9 ajayan.docx", "typed_note_docx", L, "2030-09-02", ["C08"], ["C08-H01"], """
Ajayan MACT - M.C.O.P. 36/2030 - 02.09.2030
Notice stage. R1 Sajeevan (bus owner) absent though served. R2 New India Assurance - Adv. Girish Kumar appeared,
time for counter. Sub Judge (as MACT): 'counter by next date, no further time'. Next: 16.10.2030.
Ajayan still on crutches; asked him to keep the GH Mahe and Co-op hospital Thalassery bills together (Rs. 2,36,000).
""")
u("backlog/2030-09/16.09 diary.jpg", "handwritten_note_photo", L, "2030-09-16", ["C02"], ["C02-H02"], """
16/9/30   Munsiff
Pavithran v Joseph - St Antony
WS filed by Sabu Thomas - main point: JURISDICTION. collision off Chombala = Kerala waters, so Vadakara / Thalassery court.
Our reply: boat registered at Mahe, towed to Mahe harbour, damage survey at Mahe; part cause of action here.
Munsiff: 'I will decide jurisdiction as a preliminary issue first.' Arguments on prelim issue - ND 25/11.
Sabu came at 12.30 - late again, his junior stood till then.
""")
u("backlog/2030-09/register 25.9.jpg", "handwritten_note_photo", K, "2030-09-25", ["C05"], ["C05-H03"], """
25.09.2030 ബുധൻ - സബ് കോടതി
OS 64/30  വലിയവീട്ടിൽ ഭാഗം (partition)
D1 പ്രകാശനും D3 അഷ്റഫും WS ഫയൽ ചെയ്തു. D1: പവർ ഓഫ് അറ്റോർണി പ്രകാരം വിൽക്കാൻ അധികാരം ഉണ്ടായിരുന്നു. D3: bona fide purchaser, 18 ലക്ഷം കൊടുത്തു.
നമ്മൾ അഡ്വക്കേറ്റ് കമ്മീഷണർ IA ഫയൽ ചെയ്തു. അടുത്ത തീയതി 09.12.2030
""")

# ---------------- October - December 2030
u("backlog/2030-10/Pavithran bank issues 7.10.docx", "typed_note_docx", L, "2030-10-07", ["C01"], ["C01-H03"], """
O.S. 41/2030 - Matsya Bank v. Pavithran - 07.10.2030 - issues
Issues framed - 5 issues:
1. Whether the plaintiff is entitled to recover Rs. 14,62,000 with future interest?
2. Whether the defendant is entitled to the benefit of the moratorium for the trawling ban months?
3. Whether the plaintiff failed to pursue the insurance claim on the hypothecated boat?
4. Whether the penal interest is sustainable?  5. Relief and costs.
Sub Judge asked Rajeevan whether the bank would consider OTS - Rajeevan: 'will get instructions'.
Proof affidavit of PW1 to be filed a week before. Next: 18.11.2030 (PW1).
""")
u("backlog/2030-10/order 9.10.2030 STC 77.pdf", "certified_order_sheet_scan", "JMFC, Mahe", "2030-10-09", ["C07"], ["C07-H03"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE OF THE FIRST CLASS, MAHE
S.T.C. No. 77 of 2030   Chandrika Jewellers rep. by its proprietor P. Vinod vs Suresh Babu T.
09.10.2030  Complainant present. Accused appeared on execution of BW through SHO Chokli. BW recalled.
Accused released on bail on his own bond for Rs. 10,000 with one surety. Copies furnished.
Substance of accusation explained u/s 274 BNSS; accused pleaded not guilty and claimed to be tried.
For complainant's evidence, call on 08.01.2031.                               sd/- JM, Mahe
""")
u("backlog/2031-06/WhatsApp Chat with Anil Muscat.txt", "whatsapp_export", "Anil Kumar V.K. (client, Muscat)", "2031-06-18", ["C05"], ["C05-H05", "C05-H07"], """
03/02/31, 9:14 pm - Anil Muscat: Good evening madam. Any update from court today regarding our tharavad case?
03/02/31, 9:30 pm - Anitha Vakkeel: Good evening Anil. The Advocate Commissioner's report was filed today. She measured the house and 42 cents. The eastern portion sold to Ashraf is shown as 9 cents with half the kitchen and the verandah.
03/02/31, 9:31 pm - Anitha Vakkeel: Ashraf's lawyer filed objection to the report. Court framed 7 issues today. Next date is 23.04.2031 for Sudheer's evidence.
03/02/31, 9:33 pm - Anil Muscat: Thank you madam. Will the case finish this year? Amma is worried.
03/02/31, 9:35 pm - Anitha Vakkeel: Difficult to say. Evidence will take time. Please send your consent affidavit attested at the Embassy, we need it for the share.
18/06/31, 8:02 pm - Anil Muscat: Madam how was Sudheer's cross examination today?
18/06/31, 8:10 pm - Anitha Vakkeel: It went on for an hour. Shamsudheen showed him a WhatsApp message of 2029 where Sudheer wrote to Prakashan "if good price comes you can sell". Sudheer said it was about the paddy field at Chokli, not the tharavad.
18/06/31, 8:11 pm - Anitha Vakkeel: Prakashan still has not produced the original PoA though the court had ordered. Cross will continue on 23.07.2031.
18/06/31, 8:12 pm - Anil Muscat: OK madam. I will come for Onam leave in August.
""")
u("backlog/2030-10/sea breeze args 14.10.docx", "typed_note_docx", L, "2030-10-14", ["C03"], ["C03-H03"], """
Excise Appeal 3/2030 - Sea Breeze - hearing before RA, 14.10.2030
Dinesh filed remarks today (2 pages): repeats the inspection report of 27.06.2030 - 11.40 pm, 46 bottles variation.
Produced the CCTV pen drive + screenshots: the last bill was at 10.52 pm; shutters down 11.05 pm; the 'customers'
at 11.40 were staff eating. Stock variation: 46 bottles = breakage register + transfer to FL-3 at Pallur not entered.
Argued: first offence in 11 years; 30 days is disproportionate; the licence fee Rs. 9,80,000 already paid.
RA heard both sides. Orders reserved - to be pronounced 12.11.2030.
""")
u("backlog/2030-10/RA order excise appeal 3 of 2030.pdf", "document_scan", "Regional Administrator, Mahe", "2030-11-12", ["C03"], ["C03-H04"], """
OFFICE OF THE REGIONAL ADMINISTRATOR, MAHE
Excise Appeal No. 3 of 2030     Order dated 12.11.2030
Shri Shaji Abraham, licensee, Sea Breeze Bar & Restaurant, Mahe ... Appellant
The Deputy Commissioner of Excise, Puducherry ... Respondent
ORDER
... The CCTV footage shows that no bill was raised after 10.52 pm. The stock variation is explained in part by the
breakage register. However the transfer of stock to another outlet without entry is a lapse. Considering that this
is the first lapse, the suspension of thirty days is reduced to TEN days. The period of ten days shall run from
17.11.2030. The appeal is allowed in part.
                                      sd/- D. Manikandan, Regional Administrator, Mahe
""")
u("backlog/2030-10/MACT order sheet 16.10.pdf", "certified_order_sheet_scan", "MACT (Sub Judge), Mahe", "2030-10-16", ["C08"], ["C08-H02"], """
IN THE MOTOR ACCIDENTS CLAIMS TRIBUNAL (SUB JUDGE), MAHE
Present: Sri. R. Anandakrishnan, Sub Judge
M.C.O.P. No. 36 of 2030    Ajayan M. vs Sajeevan P. & Anr.
16.10.2030  Petitioner by Smt. Anitha Raghavan. R1 called absent; R1 set ex parte. R2 by Sri. Girish Kumar.
Counter of R2 filed: R2 contends that the driver of the bus did not hold a PSV badge and a valid licence to drive a
transport vehicle on the date of accident. Issues settled. Proof affidavit of PW1 to be filed a week in advance.
Call on 27.11.2030 for petitioner's evidence.                                  sd/- Sub Judge / MACT
""")
u("backlog/2030-10/register oct 2030 excise fathima.jpg", "handwritten_note_photo", K, "2030-10-30", ["C04", "C06"], ["C04-H03", "C06-H02"], """
ഒക്ടോബർ 2030 - കേസ് ഡയറി
21.10.30 തിങ്കൾ  JMFC  സീ ബ്രീസ് എക്സൈസ് കേസ് - ഫൈനൽ റിപ്പോർട്ട് ഫയൽ ചെയ്തു, CC 311/2030 ആയി എടുത്തു. A1 ഷാജി, A2 ഷിജിത്ത്. കോപ്പി കൊടുത്തു. അടുത്ത തീയതി 27.01.2031 (charge).
30.10.30 ബുധൻ  റെന്റ് കൺട്രോളർ  RCOP 9/30 ഫാത്തിമ - IA u/s 11 അനുവദിച്ചു. കുടിശ്ശിക 85,000 രൂപ 4 ആഴ്ചക്കകം കെട്ടിവെക്കണം. അടുത്ത തീയതി 04.12.2030.
""")
u("backlog/2030-11/OS41 PW1 18.11.txt", "typed_note_txt", L, "2030-11-18", ["C01"], ["C01-H04"], """
18.11.30 Sub Court - Pavithran bank case OS 41/30
PW1 Haridasan T., branch manager - proof affidavit filed, marked Ex.A1 to A9 (loan application, agreement, hypothecation deed, statement).
Cross: asked for deferment - the bank has not given us the full loan ledger with the moratorium entries. Sub Judge allowed, directed bank to furnish ledger copy.
Next 06.01.2031 for PW1 cross.
Pavithran - boat still at the harbour yard, engine not repaired; insurer (Oriental) wants bank's NOC.
""")
u("backlog/2030-11/munsiff order 25.11.2030 OS 212.pdf", "certified_order_sheet_scan", "District Munsiff, Mahe", "2030-11-25", ["C02"], ["C02-H03"], """
IN THE COURT OF THE DISTRICT MUNSIFF, MAHE
Present: Smt. K. Preethi, B.A., LL.B., District Munsiff
O.S. No. 212 of 2030    Pavithran K. vs Joseph Fernandez
25.11.2030  Order on the preliminary issue (Issue No. 1: jurisdiction).
The defendant contends that the collision occurred off Chombala in the territorial waters adjoining Kerala. The
plaintiff's boat is registered at Mahe, was towed to the Mahe fishing harbour, and the damage was surveyed and
the loss suffered at Mahe. A part of the cause of action arose within the jurisdiction of this Court (s. 20(c) CPC).
The issue is answered in favour of the plaintiff. This Court has jurisdiction.
Call on 20.01.2031 for plaintiff's evidence.                                   sd/- District Munsiff
""")
u("backlog/2030-11/IMG_20301127_160211.jpg", "handwritten_note_photo", L, "2030-11-27", ["C08"], ["C08-H03"], """
27/11/30  MACT (Sub Judge)
Ajayan - PW1 chief by affidavit. Ex.A1 FIR, A2 wound cert, A3-A5 bills (2,36,000), A6 disability certificate 28%.
Girish Kumar - cross next date. He wants the doctor also. Fine - we will examine Dr. Sreeja.
ND 8.1.31
""")
u("backlog/2030-12/4.12 diary rcop.jpg", "handwritten_note_photo", L, "2030-12-04", ["C06"], ["C06-H03"], """
4/12/30  Rent Controller
Fathima v Rajeev (Lucky Footwear) - s.11 compliance.
Tenant deposited only Rs. 50,000 of 85,000. Ramachandran: 'business dull, 6 weeks more'.
Preethi madam gave time for balance - 'last chance, else s.11(4) - defence struck off'.
ND 21/1/31
Nisar wants shop before Ramzan - told him wait.
""")
u("backlog/2030-12/correction fathima ND.txt", "typed_note_txt", L, "2030-12-05", ["C06"], ["C06-H03"], """
CORRECTION - Fathima RCOP 9/2030
In my diary of 04.12.2030 I wrote ND 21/1/31. Wrong. Gopalan checked with the bench clerk - on the 21st the court
will not sit (Munsiff on training at the Judicial Academy, Puducherry). Correct adutha date: 22.01.2031 (Wednesday).
Balance Rs. 35,000 to be deposited by the tenant before 22.01.2031.
""")
u("backlog/2030-12/sub court order 9.12.2030 OS 64.pdf", "certified_order_sheet_scan", "Sub Court, Mahe", "2030-12-09", ["C05"], ["C05-H04"], """
IN THE COURT OF THE SUBORDINATE JUDGE, MAHE
Present: Sri. R. Anandakrishnan, Sub Judge
O.S. No. 64 of 2030    Kausalya Amma & 3 Ors. vs Prakashan V.K. & 2 Ors.
09.12.2030  I.A. No. 298/2030 (Advocate Commissioner) - heard. Allowed.
Smt. Reshma P., Advocate, is appointed as Advocate Commissioner to inspect the plaint schedule property, measure the
tharavad house and the 9 cents covered by the sale deed 2214/2029 with the help of the Taluk Surveyor, and report.
Batta Rs. 6,000 to be paid by the plaintiffs. Report by 03.02.2031.                  sd/- Sub Judge
""")

# ---------------- January - March 2031
u("backlog/2031-01/OS41 PW1 cross 6.1.31.txt", "typed_note_txt", L, "2031-01-06", ["C01"], ["C01-H05"], """
06.01.2031 - Sub Court - Matsya Bank v Pavithran - PW1 cross (me)
Ledger copy given only this morning.
PW1 Haridasan ADMITTED in cross:
 - the bank's circular No. 12/2028 gave moratorium on instalments during the trawling ban (June-July) - 'but interest runs' ennu paranju;
 - the insurance policy has the bank as loss payee and the bank did not give NOC to the insurer for the collision claim;
 - penal interest Rs. 47,000 charged without notice to the borrower.
After cross, Sub Judge asked both - 'why not OTS?'. Rajeevan said bank may consider Rs. 9,50,000 one-time. Board meeting in Feb.
Next 24.03.2031 - DW1 (Pavithran) if no settlement.
""")
u("backlog/2031-01/8.1.31 JMFC + MACT page.jpg", "handwritten_note_photo", L, "2031-01-08", ["C07", "C08"], ["C07-H04", "C08-H04"], """
8/1/31 Wed - JMFC 11 am / MACT 2.30 pm
(1) Chandrika v Suresh Babu - STC 77/30. CW1 Vinod - chief affidavit filed, Ex.P1 cheque, P2 return memo, P3 notice, P4 postal ack.
    Prasanth Nambiar (Thalassery) - 'time for cross' - Selvakumar sir gave, ND 19/2.
(2) Ajayan MCOP 36/30 - PW1 cross by Girish Kumar: suggested Ajayan was on the wrong side, no helmet. Ajayan denied - 'bus overtook on the Poozhithala curve'.
    Insurer insists on doctor. Summons to Dr. Sreeja N. (GH Mahe). ND 3/3.
""")
u("backlog/2031-01/munsiff register jan 2031.jpg", "handwritten_note_photo", K, "2031-01-22", ["C02", "C06"], ["C02-H04", "C06-H04"], """
ജനുവരി 2031 - മുൻസിഫ് കോടതി
20.01.31 തിങ്കൾ  OS 212/30 പവിത്രൻ v. ജോസഫ് - PW1 പവിത്രനെ വിസ്തരിച്ചു (chief), സാബു തോമസ് ക്രോസ് ചെയ്തു. അടുത്ത തീയതി 24.02.2031 - PW2.
22.01.31 ബുധൻ  RCOP 9/30 ഫാത്തിമ - ബാക്കി 35,000 രൂപയും കെട്ടിവെച്ചു. PW1 നിസാർ ചീഫ് അഫിഡവിറ്റ് ഫയൽ ചെയ്തു. അടുത്ത തീയതി 09.04.2031.
""")
u("backlog/2031-01/Sea Breeze CC 311 charge 27.1.pdf", "certified_order_sheet_scan", "JMFC, Mahe", "2031-01-27", ["C04"], ["C04-H04"], """
IN THE COURT OF THE JUDICIAL MAGISTRATE OF THE FIRST CLASS, MAHE
C.C. No. 311 of 2030   State rep. by Excise Inspector, Mahe vs 1. Shaji Abraham 2. Shijith K.
27.01.2031  A1 and A2 present. APP present. Counsel for accused Smt. Anitha Raghavan.
Charges framed under the Puducherry Excise Act, 1970 against A1 and A2, read over and explained in Tamil and
Malayalam. Both accused pleaded not guilty. Prosecution witnesses PW1 to PW3 to be summoned.
The bail condition of A2 to sign before the Excise Inspector is relaxed. Call on 10.03.2031.      sd/- JM, Mahe
""")
u("backlog/2031-02/chandrika CW1 cross 19.2.txt", "typed_note_txt", L, "2031-02-19", ["C07"], ["C07-H05"], """
19.02.2031 JMFC - Chandrika v Suresh Babu
CW1 Vinod cross by Prasanth Nambiar (1 hr). Defence line: cheque was a blank security cheque given in 2028 for a
chitty (kuri) run by Vinod's brother; no gold supplied on 15.03.2030.
Vinod answered well: produced the sales bill No. 2207 dt 15.03.2030 (42 gm) and the stock register - marked Ex.P5, P6.
Denied any chitty. Next 02.04.2031 - CW2, Indian Bank officer (summons given).
""")
u("backlog/2031-02/WhatsApp Chat with Nikhil Jr (2).txt", "whatsapp_export", J, "2031-03-10", ["C02", "C04", "C08"], ["C02-H05", "C04-H05", "C08-H05"], """
24/02/31, 12:15 pm - Nikhil Jr: Chechi Pavithran v Joseph - PW2 Mohanan (srank) examine cheythu. Coast Guard report Ex.A5 aayi mark cheythu
24/02/31, 12:16 pm - Nikhil Jr: Sabu Thomas vakkeel vannilla, junior aanu cross cheythath. 10 min maathram
24/02/31, 12:16 pm - Nikhil Jr: PE closed. adutha date 23.06.2031 DW1
24/02/31, 12:30 pm - Anitha Vakkeel: 👍 Pavithran-ne ariyikku
03/03/31, 3:40 pm - Nikhil Jr: Ajayan MACT - Dr Sreeja vannilla, GH-il OP duty aanu ennu. Sub Judge fresh summons on batta, Rs. 1,500 batta nammal kettanam
03/03/31, 3:41 pm - Nikhil Jr: ND 30.06.2031 (vacation kazhinju)
03/03/31, 3:45 pm - Anitha Vakkeel: ok batta Ajayan-ine kond adappikkam
10/03/31, 11:48 am - Nikhil Jr: Sea Breeze excise case - PW1 SI of Excise absent. APP Murugan: election duty
10/03/31, 11:49 am - Nikhil Jr: Selvakumar sir - "next date PW1 must be present, else I will issue warrant". ND 16.04.2031
10/03/31, 11:55 am - Anitha Vakkeel: ok. Shaji-kkum Shijith-num adutha date parayu
""")
u("backlog/2031-03/pavithran DW1 24.3.docx", "typed_note_docx", L, "2031-03-24", ["C01"], ["C01-H06"], """
O.S. 41/2030 - 24.03.2031 - Sub Court
Rajeevan reported: the Bank's Board (meeting 27.02.2031) REJECTED the OTS of Rs. 9,50,000. They want Rs. 12,40,000.
Pavithran can't raise it - boat idle for 9 months.
DW1 Pavithran examined: proof affidavit; Ex.B1 moratorium circular 12/2028, B2 GD entry Coastal PS, B3 insurance policy
(Oriental, bank loss payee). Cross by Rajeevan - 'did you repay anything after 2029?' - 'No, boat was damaged'.
Next: DW2 - K. Manoharan, marine surveyor (he surveyed the damage for the insurer). Summons to be taken.
Next date 16.06.2031 (vacation in May).
""")
u("backlog/2031-03/IMG-20310325-WA0012.jpg", "document_photo", "Mahe Matsya Co-operative Bank Ltd.", "2031-03-01", ["C01"], [], """
MAHE MATSYA CO-OPERATIVE BANK LTD., No. P.412
Lr. No. MMCB/REC/OTS/2031/19   dated 01.03.2031
To: Sri. Pavithran K., Chalakkara
Sub: Your request for One Time Settlement - Loan A/c FBL/27/0093
The Board of Directors in its meeting held on 27.02.2031 considered your offer of Rs. 9,50,000 and regrets that it
cannot be accepted. The Board is prepared to settle at Rs. 12,40,000 if paid within 60 days.
                                             Secretary
""")

# ---------------- April - July 2031
u("backlog/2031-04/register april 2031.jpg", "handwritten_note_photo", K, "2031-04-09", ["C07", "C06"], ["C07-H06", "C06-H05"], """
ഏപ്രിൽ 2031 - കേസ് ഡയറി (ഗോപാലൻ)
02.04.31 ബുധൻ  JMFC  STC 77/30 ചന്ദ്രിക - CW2 ഇന്ത്യൻ ബാങ്ക് മാഹി ഓഫീസർ ശ്രീമതി ലത വിസ്തരിച്ചു. CE closed. അടുത്ത തീയതി 11.06.2031 (313 / 351 BNSS).
09.04.31 ബുധൻ  റെന്റ് കൺട്രോളർ  RCOP 9/30 - PW1 നിസാറിനെ ക്രോസ് ചെയ്തു. RW1 രാജീവ് മേനോൻ ചീഫ് അഫിഡവിറ്റ് ഫയൽ ചെയ്തു. അടുത്ത തീയതി 25.06.2031.
""")
u("backlog/2031-04/rcop PW1 cross 9.4.docx", "typed_note_docx", L, "2031-04-09", ["C06"], ["C06-H05"], """
RCOP 9/2030 - Fathima Beevi v Rajeev Menon - 09.04.2031
PW1 Nisar cross by Ramachandran: suggested Nisar is employed in Qatar and will go back, so no bona fide need.
Nisar: resigned in Dec 2029, produced the relieving letter (Ex.P7) and a GST registration applied for 'Nisar Textiles'.
Suggested that the landlord has another vacant room at Pallur - Nisar: that is a godown, no road frontage.
RW1 Rajeev Menon - chief affidavit filed: pays rent, says he has been in the shop 22 years.
Next 25.06.2031 - RW1 cross.
""")
u("backlog/2031-04/excise PW1 16.4.31.txt", "typed_note_txt", L, "2031-04-16", ["C04"], ["C04-H06"], """
16.04.2031 JMFC - Sea Breeze excise CC 311/30
PW1 Sri. K. Ravichandran, Sub-Inspector of Excise - examined in chief by APP: inspection on 27.06.2030 at 11.40 pm,
stock variation 46 bottles, mahazar. Marked Ex.P1 mahazar, P2 stock register (seized), P3 inspection report.
My cross (part): PW1 admits he did not check the breakage register; admits no bill after 10.52 pm was seized.
Court time over - cross to continue. Next 14.07.2031 (after vacation).
""")
u("backlog/2031-04/23.4.31 sub court diary.jpg", "handwritten_note_photo", L, "2031-04-23", ["C05"], ["C05-H06"], """
23/4/31 Sub Court - Valiyaveettil OS 64/30
PW1 Sudheer - proof affidavit filed; Ex.A1 patta extract, A2 1958 aadharam (with translation), A3 PoA copy 12.3.2019, A4 sale deed 2214/2029, A5 commission report.
Original PoA - with D1 Prakashan. Sub Judge ordered D1 to produce the original PoA on next date.
Cross by Shamsudheen - deferred, ND 18/6
""")
u("backlog/2031-06/week plan 16-20 june.docx", "typed_note_docx", L, "2031-06-14", ["C01", "C05", "C02", "C06"], [], """
WEEK PLAN 16-20 June 2031 (courts reopen after vacation)
Mon 16.06 - Sub Court: Pavithran bank OS 41/30 - DW2 Manoharan (surveyor) - check summons served? Gopalan to ask.
Wed 18.06 - Sub Court: Valiyaveettil - PW1 Sudheer cross. Prepare Sudheer: PoA, Chokli paddy field, WhatsApp.
Thu 19.06 - Deputy Collector (Revenue) Mahe: mutation petition for Valiyaveettil (heirs of Kunhiraman) - file only.
Next week Mon 23.06 - Munsiff: Joseph DW1. Wed 25.06 - RCOP RW1 cross (Rajeev's rent bank entries).
""")
u("backlog/2031-06/cause list sub court mahe 16.06.2031.pdf", "cause_list_pdf", "Sub Court, Mahe", "2031-06-16", ["C01"], ["C01-H07"], """
SUB COURT, MAHE - CAUSE LIST FOR MONDAY, 16.06.2031  (Sri. R. Anandakrishnan, Sub Judge)
Sl  Case No.            Parties                                              Stage
1   O.S. 12/2028        Narayani v. Kanaran & 4 Ors.                         Arguments
2   O.S. 41/2030        Mahe Matsya Co-op. Bank Ltd. v. Pavithran K.         DW2
3   O.S. 77/2029        Moosa Haji v. Mahe Municipality                      PW1
4   A.S. 3/2031         Leela v. Kunhikannan                                 Admission
5   M.C.O.P. 14/2029    Rasheeda v. Branch Manager, United India Ins.        Award
6   E.P. 9/2030         Puducherry Co-op. Housing Society v. Sathyan         Objections
7   O.S. 64/2030        Kausalya Amma v. Prakashan V.K.                      (not listed - 18.06)
---- MACT matters at 2.30 pm ----
""")
u("backlog/2031-06/OS 41 order sheet 16.6.2031.pdf", "certified_order_sheet_scan", "Sub Court, Mahe", "2031-06-16", ["C01"], ["C01-H07"], """
IN THE COURT OF THE SUBORDINATE JUDGE, MAHE
O.S. No. 41 of 2030   Mahe Matsya Co-operative Bank Ltd. vs Pavithran K.
16.06.2031  Plaintiff by Sri. K.P. Rajeevan. Defendant by Smt. Anitha Raghavan.
DW2 (K. Manoharan) called absent. Summons returned unserved - 'addressee shifted to Kozhikode'. Fresh summons to the
new address at the defendant's request with batta. Call on 18.07.2031 for DW2.                  sd/- Sub Judge
""")
u("backlog/2031-06/register june 2031.jpg", "handwritten_note_photo", K, "2031-06-11", ["C07"], ["C07-H07"], """
11.06.2031 ബുധൻ - JMFC
STC 77/30 ചന്ദ്രിക v. സുരേഷ് ബാബു - പ്രതി ഹാജരായില്ല. exemption petition (അസുഖം) - 1,000 രൂപ costs-ൽ അനുവദിച്ചു, costs പരാതിക്കാരന്.
മജിസ്ട്രേറ്റ്: അടുത്ത തവണ പ്രതി നിർബന്ധമായും ഹാജരാകണം, ഇല്ലെങ്കിൽ വാറണ്ട്.
അടുത്ത തീയതി 18.07.2031 - 351 BNSS statement.
""")
u("backlog/2031-06/WhatsApp Chat with Nikhil Jr (3).txt", "whatsapp_export", J, "2031-07-14", ["C02", "C06", "C08", "C04"], ["C02-H06", "C06-H06", "C08-H06", "C04-H07"], """
23/06/31, 1:05 pm - Nikhil Jr: Chechi Joseph case - DW1 Joseph Fernandez chief kazhinju. Our cross part aayi cheythu - he admitted no look-out man on St Antony that morning!
23/06/31, 1:06 pm - Nikhil Jr: Sabu Thomas 12.45-nu vannu. cross continue 21.07.2031
23/06/31, 1:10 pm - Anitha Vakkeel: super. That admission is our case. Note it down exactly
25/06/31, 12:20 pm - Nikhil Jr: RCOP - RW1 Rajeev cross chechi cheythathalle.. Preethi madam evidence closed, arguments 18.07.2031 ennu
25/06/31, 12:22 pm - Anitha Vakkeel: Yes. Written arguments ready aakkanam by 16th. Nisar-nte relieving letter and GST copy attach
30/06/31, 4:02 pm - Nikhil Jr: Ajayan MACT - Dr Sreeja vannu. examined - 28% permanent disability, ORIF, future surgery to remove plate Rs. 60,000 estimate
30/06/31, 4:03 pm - Nikhil Jr: Girish Kumar cross cheythu - 'disability is to the limb, not whole body' - doctor agreed limb 28%, whole body she couldnt say
30/06/31, 4:04 pm - Nikhil Jr: next 28.07.2031 - RW1 insurer investigator
30/06/31, 4:10 pm - Anitha Vakkeel: ok 👍
14/07/31, 12:33 pm - Nikhil Jr: Sea Breeze - PW1 cross chechi finish cheythu. PW2 Biju (mahazar witness) hostile aayi!! - 'I signed at the Excise office next day, I did not see any counting'
14/07/31, 12:34 pm - Nikhil Jr: APP declared hostile, cross by APP. PW3 excise guard Suresh absent, summons. adutha date 11.08.2031
14/07/31, 12:40 pm - Anitha Vakkeel: 👌 good for us. Shaji-ne vilikkam
""")
u("backlog/2031-06/RCOP RW1 cross 25.6.txt", "typed_note_txt", L, "2031-06-25", ["C06"], ["C06-H06"], """
25.06.2031 Rent Controller - Fathima v Rajeev - RW1 cross (me)
RW1 Rajeev Menon admitted: no rent paid from Jan 2030 till the s.11 order; the 'bank transfer' he pleaded was to the
account of Fathima's late husband, closed in 2019. Admitted he has another shop at Thalassery (Lucky Footwear 2).
Evidence closed both sides. Preethi madam: arguments on 18.07.2031.
Rent from deposit (Rs. 85,000) - we can withdraw after orders.
""")
u("backlog/2031-07/week plan 14-18 july 2031.txt", "typed_note_txt", L, "2031-07-12", ["C04", "C01", "C06", "C07", "C02", "C05", "C08"], [], """
WEEK 14-18 JULY 2031  (and next week)
Mon 14.07  JMFC      Sea Breeze excise - PW1 cross (finish)  - me
Fri 18.07  Sub Court Pavithran bank OS 41/30 - DW2 Manoharan (fresh summons to Kozhikode; check served)
           Munsiff   Fathima RCOP 9/30 - ARGUMENTS (written args filed 16th)
           JMFC      Chandrika v Suresh Babu - 351 BNSS statement of accused; ask for warrant if absent again
Mon 21.07  Munsiff   Joseph DW1 cross continue (Nikhil)
Wed 23.07  Sub Court Valiyaveettil PW1 further cross; D1 to produce original PoA
Mon 28.07  MACT      Ajayan - RW1 insurer investigator
""")
u("backlog/2031-01/IMG-20310121-WA0007.jpeg", "document_photo", "State Bank of India, Mahe (court deposit)", "2031-01-21", ["C06"], [], """
STATE BANK OF INDIA, MAHE BRANCH - COURT DEPOSIT CHALLAN
Credit: Rent Controller (District Munsiff), Mahe - R.C.O.P. No. 9 of 2030
Depositor: Rajeev Menon (Lucky Footwear)   Amount: Rs. 35,000/- (Rupees thirty five thousand only)
Towards: balance of arrears of rent as per order in I.A. u/s 11 dated 30.10.2030
Date: 21.01.2031       Cashier
""")
