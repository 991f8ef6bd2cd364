"""The uploads of the Kottayam practice: what the lawyer, the junior Anju and the gumasthan Sasidharan kept."""

L, J, K = "Jiji Mathew Kallarackal", "Anju Varghese", "Sasidharan P.K. (gumasthan)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents
u("backlog/2025-06/OS 214 plaint Puthuppally.pdf", "document_scan", L, "2025-06-18", ["C01"], [], """
BEFORE THE COURT OF THE PRINCIPAL SUB JUDGE, KOTTAYAM
O.S. No. ____ of 2025
Plaintiff: Mariamma Chacko, 58, w/o late Chacko Mathai, Puthuppally
Defendants: 1. Joseph Chacko  2. Thomas Chacko  3. Annamma Varghese (children of late Chacko Ulahannan)
PLAINT FOR PARTITION
The plaint schedule property is 4.20 acres of rubber plantation in Re-Sy. No. 118/2 of Puthuppally village, which
belonged to late Chacko Ulahannan, who died intestate on 03.02.2021. The plaintiff is entitled to a 1/4 share. The
first defendant is tapping the rubber and appropriating the entire income. The plaintiff seeks partition by metes
and bounds, separate possession of her 1/4 share and mesne profits. Value of the plaintiff's share Rs. 22,00,000.
""")
u("backlog/2026-08/WhatsApp Image 2026-08-16 at 19.02.11.jpeg", "document_photo", "Trustees, St. Ignatius Parish Church", "2026-08-16", ["C02"], [], """
St. Ignatius Parish Church, Chennampally
NOTICE (notice board)
The Managing Committee has resolved to sell 1.10 acres of the parish property (Sy. No. 240/1, near the cemetery road)
to M/s. Pearl Builders for Rs. 1,85,00,000. Objections, if any, to the Vicar within 7 days.
Fr. Geevarghese Puthenveettil, Vicar          Trustees: P.C. Oommen, Varkey Kurian
""")
u("backlog/2024-03/kuri variola Biju Thomas.pdf", "document_scan", "Meenachil Kuries (P) Ltd.", "2024-03-05", ["C03"], [], """
MEENACHIL KURIES (P) LTD., Reg. Office: T.B. Road, Kottayam
KURI No. MK/50/2022 - Sala 6,00,000 - 50 instalments of Rs. 12,000
Subscriber: Biju Thomas, Ticket No. 17    Surety: Saji Kuruvilla
Prized in the 9th auction on 05.03.2024; prize amount paid Rs. 4,62,000 against security agreement (variola).
The subscriber undertakes to remit the future instalments; on default the whole future liability falls due.
""")
u("backlog/2026-06/Federal Bank return memo Roy Mathew.pdf", "document_scan", "Federal Bank, Nagampadam", "2026-06-25", ["C04"], [], """
THE FEDERAL BANK LTD.  Branch: Nagampadam, Kottayam
CHEQUE RETURN MEMO      Date: 25.06.2026
Cheque No. 611407 dated 20.06.2026 for Rs. 7,50,000/- drawn by Roy Mathew on SB A/c 1456xxxxxx
presented by Shaji Kurian - RETURNED. Reason: FUNDS INSUFFICIENT
                         Branch Manager
""")
u("backlog/2026-07/lawyer notice Roy Mathew.docx", "typed_note_docx", L, "2026-07-02", ["C04"], [], """
JIJI MATHEW KALLARACKAL, Advocate, opp. Collectorate, Kottayam
Regd. with AD                                    02.07.2026
To: Sri. Roy Mathew, Mattathil House, Vadavathoor, Kottayam
Sub: Notice u/s 138 of the Negotiable Instruments Act, 1881
My client Sri. Shaji Kurian, Nattakom, lent you Rs. 7,50,000 in cash in January 2026 after his return from Dubai,
and you issued cheque no. 611407 dated 20.06.2026 of the Federal Bank, Nagampadam, which was returned for 'funds
insufficient' on 25.06.2026. You are called upon to pay Rs. 7,50,000 within 15 days of receipt of this notice.
""")
u("backlog/2026-05/discharge summary Anitha MCH.pdf", "document_scan", "Government Medical College Hospital, Kottayam", "2026-05-12", ["C05"], [], """
GOVERNMENT MEDICAL COLLEGE HOSPITAL, KOTTAYAM - DEPARTMENT OF ORTHOPAEDICS
DISCHARGE SUMMARY   IP No. 26/14873
Name: Anitha Sajeev, 41, F, Kumaranalloor   DOA 02.05.2026  DOD 12.05.2026
Alleged RTA on 02.05.2026 - pillion on scooter, hit by private bus at Kumaranalloor.
Diagnosis: fracture shaft of right femur; fracture right distal radius. ORIF with plating done on 04.05.2026.
Advice: review after 6 weeks; physiotherapy.
""")
u("backlog/2027-01/disability certificate Anitha.pdf", "document_scan", "District Medical Board, Kottayam", "2027-01-20", ["C05"], [], """
DISABILITY CERTIFICATE
Name: Anitha Sajeev, Kumaranalloor
Permanent physical impairment in relation to the right lower limb: 18% (eighteen per cent).
                       Asst. Professor, Orthopaedics, Govt. Medical College, Kottayam
""")
u("backlog/2019-04/IMG_20190411_183022.jpg", "document_photo", "Kallada Jewellers, Kottayam", "2019-04-11", ["C06"], [], """
KALLADA JEWELLERS  M.C. Road, Kottayam    TAX INVOICE No. KJ/2019/3381  11.04.2019
Customer: Thomas Varkey, Athirampuzha
Necklace, bangles (8), chains (3), earrings, kasumala - 22 ct - total 520 grams (65 sovereigns)
Total Rs. 15,72,400
""")
u("backlog/2025-03/rent receipt Haneefa Feb.jpg", "document_photo", "Leelamma Joseph", "2025-03-05", ["C07"], [], """
RENT RECEIPT No. 41
Received from K.M. Haneefa (Haneefa Bakes, shop room No. 3, Leelamma Buildings, near KSRTC stand, Kottayam)
Rs. 10,000 (Ten thousand) being rent for February 2025.     Leelamma Joseph
""")
u("backlog/2026-08/eviction notice Haneefa.docx", "typed_note_docx", L, "2026-08-12", ["C07"], [], """
Notice to K.M. Haneefa, Haneefa Bakes, near KSRTC stand, Kottayam
My client Smt. Leelamma Joseph is the owner of shop room No. 3, Leelamma Buildings. Monthly rent Rs. 10,000.
You have not paid rent from March 2025 - arrears 12 months, Rs. 1,20,000. My client's son Jobin Joseph, who returned
from Muscat, needs the room bona fide for a mobile phone shop. Vacate within 30 days.
""")
u("backlog/2027-02/FIR 412-2027 Kottayam West.pdf", "document_scan", "Kottayam West Police Station", "2027-02-03", ["C08"], [], """
FIRST INFORMATION REPORT   District: Kottayam   P.S.: Kottayam West   Crime No. 412/2027   Date: 03.02.2027
Sections: 318(4) BNS
Complainant: Pradeep Menon, Kanjikuzhy. Accused: Renjith Kumar, Kanjikuzhy.
Accused received Rs. 9,00,000 as advance for 12 cents of land at Kanjikuzhy, promising a sale deed, and did not execute it.
""")

# ---------------- the gumasthan's register (Malayalam), photographed and sent on WhatsApp
u("backlog/2026-10/IMG-20261030-WA0007.jpg", "handwritten_note_photo", K, "2026-10-30", ["C01", "C02", "C06", "C03"], ["C01-H01", "C02-H01", "C06-H01", "C03-H01"], """
കേസ് ഡയറി - ഒക്ടോബർ 2026
13.10.2026  സബ് കോടതി  OS 214/2025 മറിയാമ്മ ചാക്കോ - ജോസഫ് ചാക്കോ. എതിർ കക്ഷി WS ഫയൽ ചെയ്തില്ല. കെ.പി. ജോസഫ് വക്കീൽ സമയം ചോദിച്ചു. അടുത്ത തീയതി 17.11.2026
21.10.2026  മുൻസിഫ് കോടതി  OS 88/2026 ചെന്നാമ്പള്ളി പള്ളി കേസ്. എതിർ കക്ഷികൾ ഹാജരായി, IA-ക്ക് കൗണ്ടർ നൽകാൻ സമയം. അടുത്ത തീയതി 25.11.2026
27.10.2026  കുടുംബ കോടതി ഏറ്റുമാനൂർ  OP 640/2025 സിനി. ജോമോൻ ഹാജരായി. കൗൺസിലിംഗിന് വിട്ടു. അടുത്ത തീയതി 08.12.2026
29.10.2026  അഡീ. സബ് കോടതി  OS 301/2025 മീനച്ചിൽ കുറീസ്. ഒന്നാം പ്രതി ബിജു ഹാജരായില്ല - എക്സ് പാർട്ടി. രണ്ടാം പ്രതിക്ക് WS സമയം. അടുത്ത തീയതി 03.12.2026
- ശശി
""")
u("backlog/2026-12/IMG-20261204-WA0015.jpg", "handwritten_note_photo", K, "2026-12-04", ["C01", "C02", "C03"], ["C01-H02", "C02-H02", "C03-H02"], """
17.11.2026  സബ് കോടതി  OS 214/2025  D2, D3 WS ഫയൽ ചെയ്തു. കമ്മീഷൻ അപേക്ഷ (IA) ഫയൽ ചെയ്തു. അടുത്ത തീയതി 12.01.2027
25.11.2026  മുൻസിഫ്  OS 88/2026 പള്ളി കേസ്. IA-ക്ക് കൗണ്ടർ ഫയൽ ചെയ്തു. വാദം ഭാഗികമായി കേട്ടു. അടുത്ത തീയതി 20.01.2027
03.12.2026  അഡീ. സബ് കോടതി  OS 301/2025 കുറി കേസ്. എക്സ് പാർട്ടി മാറ്റാൻ ബിജു IA ഫയൽ ചെയ്തു. നമ്മൾ കൗണ്ടർ. അടുത്ത തീയതി 21.01.2027
- ശശി
""")
u("backlog/2027-01/IMG-20270122-WA0003.jpg", "handwritten_note_photo", K, "2027-01-22", ["C01", "C02", "C03"], ["C01-H03", "C02-H03", "C03-H03"], """
ജനുവരി 2027
12.01.2027  സബ് കോടതി  OS 214/2025  കമ്മീഷൻ അനുവദിച്ചു. അഡ്വ. കമ്മീഷണർ രേഷ്മി നായർ. ബാറ്റ 15,000 രൂപ അടയ്ക്കണം. അടുത്ത തീയതി 09.03.2027
20.01.2027  മുൻസിഫ്  OS 88/2026  ഇൻജക്ഷൻ അനുവദിച്ചു - പള്ളി സ്ഥലം വിൽക്കരുത്. അടുത്ത തീയതി 24.02.2027 (WS)
21.01.2027  അഡീ. സബ് കോടതി  OS 301/2025  എക്സ് പാർട്ടി മാറ്റി - 2,000 രൂപ കോസ്റ്റ്. അടുത്ത തീയതി 04.03.2027
- ശശി
""")
u("backlog/2027-03/IMG-20270311-WA0021.jpg", "handwritten_note_photo", K, "2027-03-11", ["C02", "C03", "C01"], ["C02-H04", "C03-H04", "C01-H04"], """
24.02.2027  മുൻസിഫ്  OS 88/2026  WS ഫയൽ ചെയ്തു. അടുത്ത തീയതി 07.04.2027 (issues)
04.03.2027  അഡീ. സബ്  OS 301/2025  ബിജുവിന്റെ WS ഫയൽ ചെയ്തു. അടുത്ത തീയതി 10.06.2027
09.03.2027  സബ് കോടതി  OS 214/2025  കമ്മീഷൻ റിപ്പോർട്ട് വന്നില്ല. കമ്മീഷണർ സമയം ചോദിച്ചു. അടുത്ത തീയതി 06.04.2027
- ശശി
""")
u("backlog/2027-06/IMG-20270625-WA0009.jpg", "handwritten_note_photo", K, "2027-06-25", ["C03", "C01", "C06", "C02"], ["C03-H05", "C01-H06", "C06-H05", "C02-H06"], """
ജൂൺ 2027
10.06.2027  അഡീ. സബ്  OS 301/2025  issues. PW1 സെബാസ്റ്റ്യൻ chief affidavit. അടുത്ത തീയതി 22.07.2027
15.06.2027  സബ് കോടതി  OS 214/2025  objection ഫയൽ ചെയ്തു. ജോസഫ് വക്കീൽ വീണ്ടും സമയം. last chance. അടുത്ത തീയതി 10.08.2027
22.06.2027  കുടുംബ കോടതി  OP 640/2025  PW2 തോമസ് (അച്ഛൻ) സാക്ഷി വിസ്താരം. അടുത്ത തീയതി 27.07.2027
23.06.2027  മുൻസിഫ്  OS 88/2026  PW1 കുര്യാക്കോസ് chief. ക്രോസ് മാറ്റി. അടുത്ത തീയതി 20.10.2027
- ശശി
""")
u("backlog/2027-08/IMG-20270812-WA0002.jpg", "handwritten_note_photo", K, "2027-08-12", ["C03", "C01"], ["C03-H06", "C01-H07"], """
22.07.2027  അഡീ. സബ്  OS 301/2025  PW1 ക്രോസ് കഴിഞ്ഞു. A1 - A9 മാർക്ക് ചെയ്തു. അടുത്ത തീയതി 30.09.2027
10.08.2027  സബ് കോടതി  OS 214/2025  വാദം കേട്ടു. വിധിക്ക് (preliminary decree order) അടുത്ത തീയതി 26.10.2027
- ശശി
""")

# ---------------- C01 partition
u("backlog/2027-01/Document_2027-01-12.docx", "typed_note_docx", L, "2027-01-12", ["C01"], ["C01-H03"], """
12.01.2027 - OS 214/2025 (Mariamma v. Joseph Chacko) - Principal Sub Court
IA for Advocate Commissioner allowed. Commissioner: Adv. Reshmi Nair. To measure the 4.20 acres rubber thottam,
note the tapping trees (approx. 1,100 trees) and suggest division into plots. Batta Rs. 15,000 - plaintiff to pay.
K.P. Joseph objected - "no need, property already divided orally" - Sub Judge rejected that.
Mariamma-ye vilichu paranju, batta 15,000 ee week kodukkanam. Adutha date 09.03.2027.
""")
u("backlog/2027-04/CamScanner 08-04-2027 10.14.pdf", "certified_order_sheet_scan", "Principal Sub Court, Kottayam", "2027-04-08", ["C01"], ["C01-H05"], """
IN THE COURT OF THE PRINCIPAL SUB JUDGE, KOTTAYAM
O.S. No. 214 of 2025 - PROCEEDINGS (certified copy)
06.04.2027   Plaintiff present. Defendants 1 to 3 represented.
Commission report and plan filed by the Advocate Commissioner. Property measured 4.20 acres; divided into three
plots A, B and C with 1,084 tapping trees. Counsel for defendants seeks time to file objections to the report.
Time granted. Adjourned to 15.06.2027.              Sd/- Principal Sub Judge
""")
u("backlog/2027-06/OS 214 order 15.06.2027.pdf", "certified_order_sheet_scan", "Principal Sub Court, Kottayam", "2027-06-17", ["C01"], ["C01-H06"], """
IN THE COURT OF THE PRINCIPAL SUB JUDGE, KOTTAYAM
O.S. No. 214 of 2025
15.06.2027   Plaintiff present. Objections to commission report filed by D1 to D3.
Counsel for defendants not ready; seeks time, engaged in another court. This is the third adjournment sought by the
defendants. Last chance. Arguments on passing preliminary decree. Adjourned to 10.08.2027.   Sd/- Sub Judge
""")
u("backlog/2027-08/partition args 10-08-2027.docx", "typed_note_docx", L, "2027-08-10", ["C01"], ["C01-H07"], """
10.08.2027  OS 214/2025 partition - Sub Court. Argued 40 min on preliminary decree.
Sub Judge (Harikumar sir) asked: "was there any oral partition?" - pointed out D1 himself in WS admits no partition deed.
K.P. Joseph argued mesne profits should be from the date of suit only. Judge: will decide.
Posted for orders on preliminary decree - adutha date 26.10.2027. Mariamma happy, told her vidhi (order) on 26th.
""")
u("backlog/2027-03/notes 17.03.2027.txt", "typed_note_txt", L, "2027-03-17", ["C07", "C01"], ["C07-H04"], """
17.03.2027
1. RCP 19/2026 Haneefa (Rent Control Court) - s.12 order prakaram 1,20,000 kettanam aayirunnu. Haneefa 60,000 maathram
   ketti. Salim vakkeel balance-inu time chodichu - 3 months. Court allowed, "no further time". Adutha date 16.06.2027.
   Leelamma chechi not happy - wants eviction fast.
2. Mariamma vilichu (partition) - commissioner Reshmi Nair 2nd visit-inu Joseph-nte pani-kkaar gate pootti,
   inspection nadannilla. Told her, commissioner will report to court; no date today for her case.
""")

# ---------------- C02 church
u("backlog/2027-01/OS 88-2026 IA order 20.01.2027.pdf", "certified_order_sheet_scan", "Principal Munsiff Court, Kottayam", "2027-01-22", ["C02"], ["C02-H03"], """
IN THE COURT OF THE PRINCIPAL MUNSIFF, KOTTAYAM
I.A. No. 1560 of 2026 in O.S. No. 88 of 2026
Petitioners/plaintiffs: Kuriakose Varghese & 4 others   Respondents/defendants: Vicar, St. Ignatius Parish Church & 2 others
ORDER dated 20.01.2027
The parish property of 1.10 acres is proposed to be sold for Rs. 1,85,00,000 by a resolution of the managing committee
without placing it before the general body (pothuyogam). Prima facie case and balance of convenience are in favour of
the petitioners. The respondents are restrained by a temporary injunction from alienating or encumbering the property
till the disposal of the suit. I.A. allowed. Post the suit for written statement on 24.02.2027.     Sd/- Munsiff
""")
u("backlog/2027-02/church WS 24.2.txt", "typed_note_txt", L, "2027-02-24", ["C02"], ["C02-H04"], """
24.2.27 palli case (Munsiff) - WS filed by Thomas Chacko Vadakkan for vicar + trustees.
Main point: suit bad without leave u/s 92 CPC (public trust), and sale approved by the diocese. Also says pothuyogam
was called on 10.08.2026 - but our people say no quorum. Need minutes book - ask Kuriakose to get copy.
Adutha date 07.04.27 issues.
""")
u("backlog/2027-04/PXL_20270407_120233.jpg", "handwritten_note_photo", L, "2027-04-07", ["C02"], ["C02-H05"], """
7/4/27 Munsiff - palli case
Issues framed - 5. (i) s.92 bar? (ii) general body sanction necessary? (iii) injunction?...
Munsiff madam: "parties can try mediation - it's a church, settle it". Thomas Chacko not interested.
Chief affidavit of PW1 file cheyyanam. ND 23.6.27
""")
u("backlog/2027-06/palli PW1 23.6.txt", "typed_note_txt", L, "2027-06-23", ["C02"], ["C02-H06"], """
23.06.2027 palli case - PW1 Kuriakose chief affidavit filed, Exts. A1 (notice board photo) to A4 marked.
Thomas Chacko cross-inu time chodichu - "documents verify cheyyanam". Munsiff madam allowed, adutha date 20.10.2027
for cross of PW1. Kuriakose chettan-ne prepare cheyyanam - cross on the minutes book.
""")

# ---------------- C03 kuri
u("backlog/2026-10/OS 301 proceedings 29.10.2026.pdf", "certified_order_sheet_scan", "Additional Sub Court, Kottayam", "2026-10-31", ["C03"], ["C03-H01"], """
IN THE COURT OF THE ADDITIONAL SUB JUDGE, KOTTAYAM
O.S. No. 301 of 2025
29.10.2026   Plaintiff represented. D1 called absent. No representation. D1 set ex parte.
D2 present through counsel, seeks time for written statement. For WS of D2. Adjourned to 03.12.2026.
                                                       Sd/- Addl. Sub Judge
""")
u("backlog/2027-01/OS 301 order IA set aside 21.01.2027.pdf", "certified_order_sheet_scan", "Additional Sub Court, Kottayam", "2027-01-25", ["C03"], ["C03-H03"], """
IN THE COURT OF THE ADDITIONAL SUB JUDGE, KOTTAYAM
I.A. No. 2231 of 2026 in O.S. No. 301 of 2025
21.01.2027   The first defendant says he was admitted in hospital at Pala on 29.10.2026. The ex parte order against D1 is
set aside on condition that D1 pays costs of Rs. 2,000 (Rupees two thousand) to the plaintiff. D1 to file written
statement within four weeks. Adjourned to 04.03.2027.            Sd/- Addl. Sub Judge
""")
u("backlog/2027-03/WS D1 Biju Thomas OS 301.pdf", "document_scan", "Adv. Saju Abraham", "2027-03-04", ["C03"], ["C03-H04"], """
BEFORE THE ADDITIONAL SUB COURT, KOTTAYAM - O.S. No. 301 of 2025
WRITTEN STATEMENT FILED BY THE FIRST DEFENDANT (filed on 04.03.2027)
The first defendant denies that any amount is due. He remitted all instalments up to the 38th instalment and the
balance was adjusted against his fixed deposit with the plaintiff company. The receipts are with him. The claim of
Rs. 4,86,500 is false. The suit is barred by limitation as against the surety. The suit may be dismissed with costs.
""")
u("backlog/2027-07/kuri PW1 cross 22-07-2027.txt", "typed_note_txt", L, "2027-07-22", ["C03"], ["C03-H06"], """
22.07.2027 kuri case (Addl Sub Court) - PW1 Sebastian K.J. (Manager) cross by Saju Abraham - 1 hr.
Saju put the FD adjustment - Sebastian denied, said no FD of Biju in company books. Good.
Exts. A1 to A9 marked (variola, kuri ledger, auction minutes, registered notice...). PE closed.
Adutha date 30.09.2027 for DE. Biju has to come as DW1.
""")

# ---------------- C04 Shaji cheque case
u("backlog/2027-02/Shaji plea 08.02.2027.docx", "typed_note_docx", L, "2027-02-08", ["C04"], ["C04-H03"], """
08.02.2027  ST 1422/2026 Shaji v. Roy Mathew - JFCM-II
Particulars of offence read over to accused. Pleaded not guilty. Biju P. Nair for accused: defence is that the cheque
was given as security for a chitty, not for any loan. Magistrate madam (Nisha Jacob): complainant must be present
every posting. Shaji-kku Dubai-ilekku thirichu pokan pattilla till CW1 is over - told him.
Adutha date 15.03.2027 for CW1 chief.
""")
u("backlog/2027-03/CW1 chief Shaji 15.03.docx", "typed_note_docx", L, "2027-03-15", ["C04"], ["C04-H04"], """
15.03.2027 JFCM-II - Shaji case. CW1 Shaji chief affidavit filed; Exts. P1 cheque, P2 return memo, P3 notice marked.
Accused's counsel Biju P. Nair absent - junior took time for cross. Cross deferred. Adutha date 14.06.2027.
""")
u("backlog/2027-06/shaji CW1 cross 14.06.txt", "typed_note_txt", L, "2027-06-14", ["C04"], ["C04-H05"], """
14.06.27 Shaji case - CW1 cross kazhinju (Biju P. Nair, 45 min).
Suggested: cheque was security for a chitty of Rs. 10 lakh - Shaji denied. Asked source of the 7.5 lakh cash - Shaji
said Dubai savings, NRE account withdrawal 10.01.2026. Good answer. Need bank statement.
Summons to Federal Bank manager for CW2. ND 09.08.2027.
""")
u("backlog/2027-08/ST 1422 proceedings 09.08.2027.pdf", "certified_order_sheet_scan", "JFCM-II, Kottayam", "2027-08-11", ["C04"], ["C04-H06"], """
IN THE COURT OF THE JUDICIAL FIRST CLASS MAGISTRATE-II, KOTTAYAM
S.T. No. 1422 of 2026
09.08.2027   Complainant present. Accused present. CW2 Smt. Leena Joseph, Branch Manager, Federal Bank, Nagampadam
examined; Ext. P4 (account statement) marked. No more evidence for the complainant. Complainant's evidence closed.
For questioning of the accused under Section 351 BNSS. Adjourned to 18.10.2027.       Sd/- JFCM-II
""")
u("backlog/2027-08/WhatsApp Chat with Shaji Kurian Dubai.txt", "whatsapp_export", "Shaji Kurian", "2027-08-10", ["C04"], ["C04-H03"], """
08/02/27, 16:10 - Jiji Vakkeel: Shaji, inn plea kazhinju. Roy not guilty ennu paranju. Security cheque aanu ennu defence.
08/02/27, 16:12 - Shaji Kurian: Ayyo vakkeel, athu kallam aanu. Cash njaan kayyil koduthathaanu
08/02/27, 16:15 - Jiji Vakkeel: Ariyam. Magistrate paranju every date Shaji varanam. Dubai visa renew cheyyan pokaruthu till your evidence.
20/06/27, 10:02 - Shaji Kurian: Sir, Dubai-il oru job offer und. August-il pokamo?
20/06/27, 10:30 - Jiji Vakkeel: CW2 bank manager 9 August. Athu kazhinju ok.
10/08/27, 09:45 - Shaji Kurian: Sir innale entha aayi?
10/08/27, 09:50 - Jiji Vakkeel: Bank manager vannu, evidence close aayi. Next 18 October - accused questioning. Ningal varanam.
""")

# ---------------- C05 MACT
u("backlog/2026-11/MACT insurer WS 27.11.docx", "typed_note_docx", L, "2026-11-27", ["C05"], ["C05-H02"], """
27.11.2026  OP(MV) 512/2026 Anitha - MACT Kottayam
New India Assurance WS filed by Mini Cherian: (1) bus had no valid permit for the Kumaranalloor route on the date,
(2) driver Jose Mathew had no badge, (3) claim of Rs. 15,00,000 excessive; contributory negligence of scooter rider.
Our reply: permit - get RTO Kottayam copy. Adutha date 29.01.2027 for evidence.
""")
u("backlog/2027-03/OP MV 512 order 19.03.2027.pdf", "certified_order_sheet_scan", "MACT, Kottayam", "2027-03-22", ["C05"], ["C05-H04"], """
BEFORE THE MOTOR ACCIDENT CLAIMS TRIBUNAL, KOTTAYAM
O.P.(MV) No. 512 of 2026
19.03.2027   Petitioner present. R3 insurer disputes the disability certificate (18%). The petitioner is referred to the
Medical Board, Government Medical College Hospital, Kottayam for assessment of permanent disability. Report to be
called for. Adjourned to 02.07.2027.                       Sd/- MACT Judge
""")
u("backlog/2027-07/IMG_20270702_131122.jpg", "handwritten_note_photo", L, "2027-07-02", ["C05"], ["C05-H05"], """
2/7/27 MACT - Anitha
PW2 Dr. Suresh Babu (Ortho, MCH) - Medical Board - 22% permanent disability (not 18). Good for us!
Mini Cherian cross - "disability only for the limb, not whole body" - doctor: functional disability 22%.
Insurer's evidence next. ND 3.9.27
""")

# ---------------- C06 Family Court
u("backlog/2026-12/20261208_163012.jpg", "handwritten_note_photo", L, "2026-12-08", ["C06"], ["C06-H02"], """
8.12.26 Ettumanoor FC - Sini
Counselling failed - counsellor report: "no settlement".
Counter by Jomon (Lissy George): gold was kept in Sini's father's bank locker, never with him; patrimony 5 lakh
"was given for the house". Judge (Beena madam) - "produce the gold bills". ND 16.2.27
""")
u("backlog/2027-02/PXL_20270216_111905.jpg", "handwritten_note_photo", L, "2027-02-16", ["C06"], ["C06-H03"], """
16/2/27 FC Ettumanoor - Sini OP
PW1 Sini chief affidavit filed. Ext. A1 marriage certificate, A2 photos, A3 list of ornaments.
Lissy George - cross next date. ND 23.3.27
""")
u("backlog/2027-03/IMG_20270323_170015.jpg", "handwritten_note_photo", L, "2027-03-23", ["C06"], ["C06-H04"], """
23.3.27 FC - Sini
PW1 cross by Lissy George 1.5 hr - she suggested gold was taken back by father in 2021. Sini: "no, Jomon pledged it."
Judge asked for the original gold bill again. Thomas chettan must bring Kallada bill + locker register.
ND 22.6.27
""")
u("backlog/2027-07/sini RW1 chief 27-07-27.docx", "typed_note_docx", L, "2027-07-27", ["C06"], ["C06-H06"], """
27.07.2027 Family Court Ettumanoor - OP 640/2025 Sini v. Jomon
RW1 Jomon Kurian chief affidavit filed. Our cross deferred - Lissy George asked time, his documents not ready.
Adutha date 21.09.2027 for cross of RW1.
Prepare: Kallada bill Ext. A4 (65 sovereigns, 520 grams), pledge details - ask Sini for the bank's name.
""")
u("backlog/2027-09/20270921_164550.jpg", "handwritten_note_photo", L, "2027-09-21", ["C06"], ["C06-H07"], """
21/9/27 FC Ettumanoor - Sini
RW1 Jomon cross by me - admitted pledging 30 sovereigns at a bank in Ettumanoor in 2022 "for business".
Big admission! Evidence closed. Arguments. ND 28.10.27
""")
u("backlog/2027-09/correction sini ND.txt", "typed_note_txt", L, "2027-09-22", ["C06"], [], """
22.09.2027 correction - Sini case (Family Court) - innale diary-il ND 28.10 ennu ezhuthi - THETTU.
Anju FC office-il check cheythu: sheriyaya adutha date 26.10.2027 (Tuesday) for arguments.
Sini-yeyum Thomas chettan-eyum ariyichu.
""")

# ---------------- C07 Rent control
u("backlog/2026-12/IMG_20261216_152244.jpg", "handwritten_note_photo", L, "2026-12-16", ["C07"], ["C07-H02"], """
16/12/26 RCC - Leelamma v Haneefa
Counter filed by M.A. Salim - says rent was paid in cash till Dec 2025, no receipts given by landlady!
Arrears disputed. Filed s.12 petition for deposit of arrears. ND 10.2.27
""")
u("backlog/2027-02/20270210_160401.jpg", "handwritten_note_photo", L, "2027-02-10", ["C07"], ["C07-H03"], """
10.2.27 Rent Control Court - s.12 order - Haneefa to deposit admitted arrears Rs. 1,20,000 within one month.
Shibu Thomas sir: "if not deposited, proceedings will be stopped under s.12(3)". ND 17.3.27
""")
u("backlog/2027-02/RCP 19-2026 s12 order.pdf", "certified_order_sheet_scan", "Rent Control Court, Kottayam", "2027-02-12", ["C07"], ["C07-H03"], """
BEFORE THE RENT CONTROL COURT (ADDITIONAL MUNSIFF), KOTTAYAM
R.C.P. No. 19 of 2026
10.02.2027   Petitioner present. Respondent present. I.A. under Section 12 of Act 2 of 1965 allowed. The respondent shall
deposit the admitted arrears of rent of Rs. 1,20,000 (Rupees one lakh twenty thousand) within one month. For report of
deposit. Adjourned to 17.03.2027.                      Sd/- Rent Control Court
""")
u("backlog/2027-08/haneefa AW2 25.8.txt", "typed_note_txt", L, "2027-08-25", ["C07"], ["C07-H06"], """
25.08.2027 RCP Haneefa - AW2 Jobin (Leelamma chechi's son) examined - mobile phone shop plan, Muscat returned March 2027.
Salim cross: "Jobin has a shop at Nagampadam already" - Jobin denied. Commissioner's report on the shop room marked.
Adutha date 18.10.2027 - RW evidence (Haneefa).
""")
u("backlog/2027-03/WhatsApp Chat with Jobin Joseph.txt", "whatsapp_export", "Jobin Joseph (client's son)", "2027-03-18", ["C07"], [], """
18/03/27, 08:40 - Jobin Joseph: Good morning sir. Amma paranju Haneefa pakuthi paisa maathrame kettiyullu ennu
18/03/27, 08:52 - Jiji Vakkeel: Athe Jobin. 60,000 ketti. Balance-inu 3 months time koduthu. June 16 next date
18/03/27, 08:55 - Jobin Joseph: Sir, njan Muscat-il ninnu vannu. Shop pettennu venam
18/03/27, 09:01 - Jiji Vakkeel: Ningalude evidence venam - bona fide need. Passport copy, shop plan ready aakkanam.
""")

# ---------------- C08 anticipatory bail (High Court)
u("backlog/2027-02/BA 1188 order 12.02.2027.pdf", "certified_order_sheet_scan", "High Court of Kerala", "2027-02-15", ["C08"], ["C08-H01"], """
IN THE HIGH COURT OF KERALA AT ERNAKULAM
PRESENT: THE HONOURABLE MR. JUSTICE JOBY ABRAHAM
FRIDAY, THE 12TH DAY OF FEBRUARY 2027
BAIL APPL. NO. 1188 OF 2027
CRIME NO. 412/2027 OF KOTTAYAM WEST POLICE STATION, KOTTAYAM
PETITIONER: RENJITH KUMAR   BY ADV. JIJI MATHEW KALLARACKAL
RESPONDENT: STATE OF KERALA   BY SMT. REKHA MENON, PUBLIC PROSECUTOR
ORDER
Notice to the learned Public Prosecutor. The Public Prosecutor shall get instructions and produce the case diary.
No coercive steps shall be taken against the petitioner till the next posting date. Post on 26.02.2027.
""")
u("backlog/2027-02/renjith BA 26 feb.txt", "typed_note_txt", L, "2027-02-26", ["C08"], ["C08-H02"], """
26.2.27 HC Ct 6 - Renjith BA
PP Rekha Menon - case diary not received from Kottayam West. Time chodichu. Joby Abraham J: interim order (no coercive
steps) extended. Posted 12.03.2027. Renjith-nte brother-ne vilichu paranju.
""")
u("backlog/2027-03/BA 1188 final order 12.03.2027.pdf", "certified_order_sheet_scan", "High Court of Kerala", "2027-03-15", ["C08"], ["C08-H03"], """
IN THE HIGH COURT OF KERALA AT ERNAKULAM
PRESENT: THE HONOURABLE MR. JUSTICE JOBY ABRAHAM
FRIDAY, THE 12TH DAY OF MARCH 2027
BAIL APPL. NO. 1188 OF 2027
ORDER
The dispute is essentially civil in nature; the petitioner has offered to return the advance. Custodial interrogation
is not necessary. The petitioner shall appear before the Investigating Officer on 18.03.2027. In the event of arrest,
he shall be released on bail on executing a bond for Rs. 50,000 with two solvent sureties each for the like sum.
The application is allowed.
""")
u("backlog/2027-03/renjith IO appearance 13.3.txt", "typed_note_txt", L, "2027-03-13", ["C08"], [], """
13.03.2027 Renjith - BA allowed yesterday. Told him: appear before SI, Kottayam West on 18.03.2027 at 10 AM with
two sureties and the bond Rs. 50,000. Fees balance Rs. 15,000 pending from Renjith.
""")

# ---------------- the junior's chats
u("backlog/2027-03/WhatsApp Chat with Anju Jr.txt", "whatsapp_export", J, "2027-03-19", ["C05", "C07", "C04"], ["C05-H01", "C07-H01", "C04-H01", "C05-H02", "C04-H02", "C05-H03", "C07-H04", "C05-H04"], """
16/10/26, 12:20 - Anju Jr: Sir MACT Anitha case - notice served. Insurance company WS-inu time chodichu. ND 27/11
16/10/26, 12:22 - Jiji Vakkeel: ok
04/11/26, 13:05 - Anju Jr: Sir RCC Haneefa - counter file cheythilla, Salim sir time chodichu. ND 16.12.26
09/11/26, 12:40 - Anju Jr: Sir Shaji case summons returned - accused address-il illa. Fresh summons. ND 14/12
27/11/26, 11:58 - Anju Jr: MACT - insurer WS filed sir, copy vaangi. ND 29.1.27
14/12/26, 12:15 - Anju Jr: Sir Roy Mathew vannu, bail eduthu, copies koduthu. Biju P Nair aanu vakkeel. ND 8/2
29/01/27, 13:30 - Anju Jr: Anitha PW1 chief kazhinju sir. Disability certificate 18% mark cheythu. Mini Cherian cross cheythu. ND 19/3
17/03/27, 12:50 - Anju Jr: Sir Haneefa 60,000 maathram deposit cheythu. Balance-inu time. ND 16/6
19/03/27, 12:10 - Anju Jr: MACT - insurance disability dispute cheythu, Medical Board-inu refer cheythu. ND 2/7
19/03/27, 12:12 - Jiji Vakkeel: 👍 Anitha-ye ariyikku
""")
u("backlog/2027-09/WhatsApp Chat with Anju Jr (2).txt", "whatsapp_export", J, "2027-09-30", ["C04", "C07", "C06", "C05", "C03"], ["C04-H05", "C07-H05", "C06-H06", "C04-H06", "C07-H06", "C05-H06", "C03-H07"], """
14/06/27, 15:02 - Anju Jr: Sir Shaji CW1 cross kazhinju alle? Bank summons ayachu. ND 9/8
16/06/27, 12:35 - Anju Jr: RCC - Haneefa balance 60,000 deposit cheythu sir. AW1 Leelamma chechi examined. Salim cross. ND 25/8
27/07/27, 16:20 - Anju Jr: FC - Jomon chief affidavit filed. Cross maatti. ND 21/9
09/08/27, 12:05 - Anju Jr: Shaji case - CW2 bank manager vannu. CE closed. ND 18.10.27 for 351 questioning
25/08/27, 13:10 - Anju Jr: RCC - AW2 Jobin kazhinju sir. ND 18/10
03/09/27, 12:44 - Anju Jr: MACT - insurer-nte investigator (RW1) vannilla. Mini Cherian time chodichu. Ramachandran sir: "last chance". ND 22/10
30/09/27, 12:30 - Anju Jr: Sir kuri case - Biju (DW1) vannilla. Saju Abraham time chodichu - 3rd time aanu avar time chodikkunnathu?? ND 4/11
30/09/27, 12:33 - Jiji Vakkeel: No, first time in DE. Ok.
""")

# ---------------- plan and cause list
u("backlog/2027-10/Week plan 18-26 Oct.docx", "typed_note_docx", L, "2027-10-16", ["C04", "C07", "C02", "C05", "C01", "C06"], [], """
WEEK PLAN 18 - 26 Oct 2027
Mon 18/10  JFCM-II - Shaji case: 351 questioning of accused. Shaji must come. Then RCC - Haneefa: RW1 Haneefa evidence,
           prepare cross (cash rent, no receipts). Anju to RCC first and pass over.
Wed 20/10  Munsiff - palli case: cross of PW1 Kuriakose. Minutes book copy!
Fri 22/10  MACT - Anitha: RE (insurer's investigator, last chance).
Tue 26/10  Sub Court - partition: orders on preliminary decree. Family Court Ettumanoor - Sini: arguments (ask Anju to go
           to Sub Court).
Pending: State Consumer Commission (another matter of Meenachil Kuries - office) - vakalath to be filed.
""")
u("backlog/2027-10/JFCM-II cause list 18.10.2027.pdf", "cause_list_pdf", "Judicial First Class Magistrate Court-II, Kottayam", "2027-10-15", ["C04"], [], """
JUDICIAL FIRST CLASS MAGISTRATE COURT-II, KOTTAYAM - CAUSE LIST FOR 18.10.2027 (MONDAY)
Sl.  Case No.        Parties                                    Stage
1    ST 880/2025     Mathew Joseph vs Saju Varghese              Evidence
2    ST 1422/2026    Shaji Kurian vs Roy Mathew                  351 BNSS questioning
3    CC 214/2026     State vs Anoop K.                           Appearance
4    ST 1601/2026    KSFE Ltd. vs Bindu Rajan                    Arguments
""")
