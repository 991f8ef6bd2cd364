"""The uploads of the Kozhikode practice: what the lawyer, the junior Fathima and the clerk Sudheeran actually kept."""

L, J, K = "T. K. Haris Muhammed", "Fathima Nasreen K.", "Sudheeran P. (clerk)"
U = []


def u(file, type_, author, date, case_ids, hearing_ids, text):
    U.append({"files": [file], "type": type_, "author": author, "date": date, "case_ids": case_ids,
              "hearing_ids": hearing_ids, "source_text": text.strip("\n") + "\n"})


# ---------------- documents (before and around the cases)
u("backlog/2025-09/OS 214-2025 plaint Moideenkutty.pdf", "document_scan", L, "2025-09-22", ["C01"], [], """
BEFORE THE COURT OF THE PRINCIPAL SUBORDINATE JUDGE, KOZHIKODE
O.S. No. ........ of 2025
Plaintiff : Moideenkutty, aged 54, S/o late Kunhahammed Haji, Parambath House, Feroke P.O., Kozhikode
Defendants: 1. Abdul Latheef, aged 50   2. Hamsakoya, aged 47   3. Kadeeja, aged 44, all children of late
            Kunhahammed Haji, Parambath House, Feroke
PLAINT FOR PARTITION
1. The plaint schedule property, 48 cents of land in Re-Sy. No. 211/4 of Feroke village with the residential
house 'Parambath' therein, belonged to late Kunhahammed Haji, who died intestate on 03.02.2019. The parties are
his heirs under the Muhammadan Law; the widow Pathumma died on 17.06.2021.
2. The plaintiff worked in Jeddah, Saudi Arabia from 1998 to 2024 and remitted more than Rs. 38,00,000 through
exchange houses for the construction of the present house (2009-2012) in the name of the father.
3. The 1st defendant, in possession, refuses partition and is attempting to sell the eastern portion.
4. Under the Shariat, the sons take double the share of the daughter; the plaintiff is entitled to 2/7 share.
The plaintiff prays for a preliminary decree dividing the property by metes and bounds, allotting the house
portion towards his remittances or in the alternative for equities, and mesne profits.
Valuation: Rs. 24,60,000.                                   Counsel for plaintiff: T. K. Haris Muhammed
""")
u("backlog/2025-11/IMG-20251104-WA0021.jpg", "document_photo", "Moideenkutty (client)", "2025-11-04", ["C01"], [], """
AL RAJHI BANK - REMITTANCE ADVICE (TAHWEEL AL RAJHI)        Jeddah, K.S.A.
Remitter: MOIDEENKUTTY PARAMBATH   Iqama No. 2 05x xxx xxx
Beneficiary: KUNHAHAMMED HAJI P.   A/c SB xxxx at Feroke branch, Kerala
Date 14/10/2010   Amount SAR 15,000   INR equivalent 1,83,450   Purpose: FAMILY - HOUSE CONSTRUCTION
(handwritten on the photo: "Ext A6 series - 31 receipts like this 2009-2012 - total approx 38 lakh")
""")
u("backlog/2026-01/WS D1 D2 OS 214-2025.pdf", "document_scan", "Adv. T. P. Rajagopalan", "2026-01-14", ["C01"], [], """
BEFORE THE PRINCIPAL SUB COURT, KOZHIKODE    O.S. No. 214 of 2025
WRITTEN STATEMENT FILED BY DEFENDANTS 1 AND 2
1. The suit is not maintainable. The father had executed a hiba (oral gift) of the eastern 12 cents in favour of
the 1st defendant in 2015, accepted and possession delivered.
2. The house 'Parambath' was constructed with the earnings of the 1st defendant from his textile business at
Feroke; the plaintiff's remittances were for the maintenance of the family and the marriages of the sisters.
3. The plaintiff is not entitled to any equity for improvements. The suit may be dismissed with costs.
Verified at Kozhikode on 14.01.2026.              Counsel for D1 and D2: T. P. Rajagopalan
""")
u("backlog/2025-11/WhatsApp Image 2025-11-21 at 19.02.44.jpeg", "document_photo", "Pallikandy Juma-ath Mahal Committee", "2025-11-21", ["C02"], [], """
بسم الله الرحمن الرحيم
പള്ളിക്കണ്ടി ജുമാഅത്ത് മഹല്ല് കമ്മിറ്റി - അറിയിപ്പ്
മഹല്ല് വഖഫ് വക 15 കടമുറികൾ ഉൾപ്പെടുന്ന സ്ഥലം 'Malabar Heights Builders'-ന് 30 വർഷത്തേക്ക്
പാട്ടത്തിന് നൽകാൻ കമ്മിറ്റി തീരുമാനിച്ചിരിക്കുന്നു. കരാർ 30.11.2025-ന് ഒപ്പുവെക്കുന്നതാണ്.
ജനറൽ ബോഡി യോഗം ഈ വർഷം ഉണ്ടായിരിക്കുന്നതല്ല.
                                  സെക്രട്ടറി, പി.കെ. ഉസ്മാൻ കോയ
(Notice board, Pallikandy palli - photo sent by Kunhalavi Haji)
""")
u("backlog/2024-10/kuri variola MNK-40-2022 Suresh Babu.pdf", "document_scan", "Malabar Nidhi Kuries (P) Ltd.", "2024-09-30", ["C03"], [], """
MALABAR NIDHI KURIES (P) LTD., Regd. Office: Mavoor Road, Kozhikode-4   (Regd. under the Kerala Chitties Act)
STATEMENT OF ACCOUNT - KURI No. MNK/40/2022   Sala: 40 months   Kuri amount (sala thuka): Rs. 5,00,000
Subscriber: Suresh Babu K., Nallalam    Surety: Ashraf P., Clerk, Taluk Office, Kozhikode (security bond dt 04.05.2023)
Prized in the 9th instalment (auction 05.04.2023); prize amount paid Rs. 3,85,000 on 08.05.2023.
Instalments paid: 1 to 13. Default from the 14th instalment (July 2023).
Balance future instalments due (14 to 40) after dividend: Rs. 2,96,400.
                                   Branch Manager                 Foreman
""")
u("backlog/2025-09/FWF Board rejection Abdul Jaleel.pdf", "document_scan", "Kerala Fishermen's Welfare Fund Board, Regional Office, Kozhikode", "2025-09-10", ["C04"], [], """
KERALA FISHERMEN'S WELFARE FUND BOARD - REGIONAL OFFICE, KOZHIKODE
No. KFWFB/KKD/GAI/1187/2025                                        Dated: 10.09.2025
To: Smt. Rasiya, W/o late Abdul Jaleel, Puthiyappa, Kozhikode
Sub: Group Accident Insurance - claim for death of Sri. Abdul Jaleel (Member No. KKD/PTY/3321) - reg.
The claim for Rs. 10,00,000 under the Group Accident Insurance Scheme in respect of the death of Sri. Abdul
Jaleel, crew of the inboard fishing boat 'Al-Noor' (IND-KL-07-MM-4417), which capsized off Puthiyappa on
14.07.2025, is rejected, since the member had not remitted the annual contribution for 2024-25 and the
membership stood lapsed on the date of the accident.
                                                             Fisheries Extension Officer / Regional Executive
""")
u("backlog/2025-08/return memo Shijith Federal Bank.pdf", "document_scan", "The Federal Bank Ltd., Kallai branch", "2025-08-14", ["C05"], [], """
THE FEDERAL BANK LTD.  Branch: KALLAI, KOZHIKODE
RETURN MEMO                                                  Date: 14.08.2025
Cheque No. 771062 dated 11.08.2025 for Rs. 4,85,000/- drawn by SHIJITH K. (Sree Durga Furniture, Nallalam)
on SB A/c 1444xxxxxx, presented by C. P. ABOOBACKER (Kallai Timber Depot) - RETURNED UNPAID.
Reason: EXCEEDS ARRANGEMENT.
                                                             Authorised Signatory
""")
u("backlog/2025-08/lawyer notice Shijith 138.docx", "typed_note_docx", L, "2025-08-22", ["C05"], [], """
T. K. HARIS MUHAMMED, B.A., LL.B., Advocate, Chamber 31, District Court Compound, Kozhikode-32
By Regd. Post with A.D.                                                         22.08.2025
To: Sri. Shijith K., Sree Durga Furniture, Nallalam, Kozhikode
LAWYER NOTICE u/s 138 of the Negotiable Instruments Act
Under instructions from my client Sri. C. P. Aboobacker, proprietor, Kallai Timber Depot, Kallai: you purchased
teak and rosewood logs from my client in 2024-25 and towards the balance issued cheque No. 771062 dated 11.08.2025
for Rs. 4,85,000 drawn on the Federal Bank, Kallai, which was returned on 14.08.2025 for 'exceeds arrangement'.
You are called upon to pay the amount within 15 days of receipt of this notice.
                                                                                Advocate
""")
u("backlog/2025-03/thalaq letter Naushad.jpg", "document_photo", "Naushad P.", "2025-03-12", ["C06"], [], """
(Letter, photographed by Shahana's brother; handwritten, Malayalam with Arabic)
بسم الله
ദോഹ, 12.03.2025
ഷഹാന ഷെറിൻ അറിയുവാൻ, നിന്നെ ഞാൻ മൂന്ന് ത്വലാഖും ചൊല്ലിയിരിക്കുന്നു. ഇനി നമ്മൾ തമ്മിൽ ബന്ധമില്ല.
ഇദ്ദ കാലത്തെ ചെലവും മഹറിന്റെ ബാക്കിയും ഉപ്പ മുഖേന തരുന്നതാണ്.
                                      നൗഷാദ്. പി
(note by HM: not served in the presence of witnesses; no attempt at reconciliation by two hakams (Shamim Ara))
""")
u("backlog/2025-06/discharge summary Ajmal MIMS.pdf", "document_scan", "Aster MIMS, Kozhikode - Dept. of Orthopaedics", "2025-06-20", ["C07"], [], """
ASTER MIMS, KOZHIKODE - DISCHARGE SUMMARY
Patient: Ajmal Roshan, 22/M, Kunnamangalam    IP No. 25/118834    DOA 02.06.2025    DOD 20.06.2025
History: alleged RTA - two-wheeler hit by private bus near Kunnamangalam bus stand at 5.40 PM on 02.06.2025.
Diagnosis: closed fracture shaft of right femur; fracture right distal radius; abrasions.
Procedure: ORIF with interlocking nail right femur (04.06.2025); K-wire fixation right radius.
Advice: non weight bearing 8 weeks; review in OPD. Bill amount Rs. 3,42,680.
""")
u("backlog/2026-05/Medical Board certificate Ajmal.pdf", "document_scan", "Medical Board, Government Medical College, Kozhikode", "2026-05-08", ["C07"], [], """
GOVERNMENT MEDICAL COLLEGE, KOZHIKODE - MEDICAL BOARD
Disability Certificate No. MB/KKD/2026/0412                        Date: 08.05.2026
On reference from the Motor Accidents Claims Tribunal, Kozhikode in M.A.C.T. O.P. No. 842/2025, Sri. Ajmal
Roshan, 23 years, was examined by the Board on 06.05.2026.
Findings: malunited fracture right femur with 2 cm shortening; restriction of knee flexion.
Permanent disability: 18% (eighteen percent) of the right lower limb / whole body 9%.
                                      Chairman, Medical Board (Prof. & HOD Orthopaedics)
""")
u("backlog/2024-11/OS 77-2019 judgment Sub Court Koyilandy.pdf", "document_scan", "Sub Court, Koyilandy", "2024-08-30", ["C08"], [], """
IN THE COURT OF THE SUBORDINATE JUDGE, KOYILANDY
O.S. No. 77 of 2019    Shibu Mathew vs Kunhiraman Nair
JUDGMENT (dated 30.08.2024)
The plaintiff paid Rs. 12,00,000 as advance under the agreement for sale dated 18.01.2018 for 22 cents at
Chengottukavu. The defendant failed to show a clear title as the property was under mortgage with the Koyilandy
Co-operative Urban Bank. The plaintiff is entitled to refund of the advance with interest at 12% per annum
from the date of the agreement. Suit decreed accordingly with costs.
                                                             Subordinate Judge
""")
u("backlog/2026-03/IMG_20260312_112941.jpg", "document_photo", "Sub Court, Koyilandy (cash section)", "2026-03-12", ["C08"], [], """
CHALAN / DEPOSIT RECEIPT - SUB COURT, KOYILANDY
E.P. No. 41 of 2025 in O.S. 77/2019      Received from: Kunhiraman Nair (judgment-debtor)
Amount: Rs. 6,00,000 (Rupees Six lakh only) by DD No. 558201 of Kerala Gramin Bank, Koyilandy
As directed by the Hon'ble High Court in R.F.A. No. 512 of 2024 (order dated 04.02.2026)
Date of deposit: 12.03.2026                                   Sheristadar
""")

# ---------------- the clerk's Malayalam diary (photographed and sent on WhatsApp)
u("backlog/2025-12/IMG-20251219-WA0007.jpg", "handwritten_note_photo", K, "2025-12-19", ["C03", "C01", "C04", "C02", "C05", "C06"], ["C03-H01", "C01-H01", "C04-H01", "C02-H01", "C05-H01", "C06-H01"], """
കേസ് ഡയറി - 1201 വൃശ്ചികം / ധനു (ഡിസംബർ 2025)
08.12.2025 തിങ്കൾ - അഡീ. മുൻസിഫ് - കുറി കേസ് (സുരേഷ് ബാബു) - പ്രതികൾ ഹാജർ, Adv. പ്രശാന്ത്. WS-ന് സമയം. അടുത്ത തീയതി 07.01.2026
10.12.2025 ബുധൻ - സബ് കോടതി - മൊയ്തു ഭാഗം കേസ് - D1, D2 വക്കീൽ രാജഗോപാലൻ ഹാജർ, WS-ന് സമയം ചോദിച്ചു. 14.01.2026
11.12.2025 വ്യാഴം - ഹൈക്കോടതി - റസിയ W.P.(C) admit ചെയ്തു. 22.01.2026
15.12.2025 തിങ്കൾ - വഖഫ് ട്രൈബ്യൂണൽ - പള്ളിക്കണ്ടി മഹല്ല് - ഇടക്കാല നിരോധന ഉത്തരവ് (lease). 19.01.2026
17.12.2025 ബുധൻ - JFCM-IV - ഷിജിത്ത് ചെക്ക് കേസ് - സമൻസ് മടങ്ങി (unserved), പുതിയ സമൻസ്. 21.01.2026
19.12.2025 വെള്ളി - കുടുംബ കോടതി - ഷഹാന M.C. - എതിർകക്ഷിക്ക് ഇ-മെയിൽ നോട്ടീസ് served, Adv. റാഫി ഹാജർ, counter-ന് സമയം. 23.01.2026
- സുധീരൻ
""")
u("backlog/2026-01/IMG-20260123-WA0012.jpg", "handwritten_note_photo", K, "2026-01-23", ["C02", "C05", "C04", "C06"], ["C02-H02", "C05-H02", "C04-H02", "C06-H02"], """
1201 മകരം (ജനുവരി 2026)
19.01.2026 തിങ്കൾ - വഖഫ് ട്രൈബ്യൂണൽ - പള്ളിക്കണ്ടി - കമ്മിറ്റി counter ഫയൽ ചെയ്തു (Adv. മജീദ്). വഖഫ് ബോർഡ് റിപ്പോർട്ടിന് സമയം ചോദിച്ചു. ഇൻജംഗ്ഷൻ തുടരും. 23.03.2026
21.01.2026 ബുധൻ - JFCM-IV - ഷിജിത്ത് ഹാജരായി, ജാമ്യം (bond). പകർപ്പുകൾ കൊടുത്തു. 25.02.2026
22.01.2026 വ്യാഴം - ഹൈക്കോടതി (ഫാത്തിമ വക്കീൽ പോയി) - റസിയ - ബോർഡ് വക്കീൽ instructions-ന് സമയം ചോദിച്ചു. 26.02.2026
23.01.2026 വെള്ളി - കുടുംബ കോടതി - ഷഹാന - counter ഫയൽ ചെയ്തു. ത്വലാഖ് ചൊല്ലി എന്ന് പറയുന്നു. കൗൺസിലിംഗിന് അയച്ചു. 27.02.2026
""")
u("backlog/2026-02/IMG-20260227-WA0004.jpg", "handwritten_note_photo", K, "2026-02-27", ["C01", "C05", "C04", "C06"], ["C01-H03", "C05-H03", "C04-H03", "C06-H03"], """
1201 കുംഭം (ഫെബ്രുവരി 2026)
18.02.2026 ബുധൻ - സബ് കോടതി - മൊയ്തു - മീഡിയേഷൻ പരാജയപ്പെട്ടു. Issues ഫ്രെയിം ചെയ്തു (5 എണ്ണം). കമ്മീഷൻ I.A. ഫയൽ ചെയ്തു. 11.03.2026
25.02.2026 ബുധൻ - JFCM-IV - ഷിജിത്ത് - കുറ്റം വായിച്ചു കേൾപ്പിച്ചു, കുറ്റം നിഷേധിച്ചു (not guilty). 08.04.2026 PW1
26.02.2026 വ്യാഴം - ഹൈക്കോടതി - റസിയ - ബോർഡ് counter affidavit ഫയൽ ചെയ്തു: അംഗത്വം lapse ആയി, 1,800 രൂപ വരിസംഖ്യ കുടിശ്ശിക. reply 2 ആഴ്ച. 04.06.2026
27.02.2026 വെള്ളി - കുടുംബ കോടതി - ഷഹാന - കൗൺസിലിംഗ് പരാജയം. ഇടക്കാല ജീവനാംശം വാദം കേട്ടു. ഉത്തരവ് 27.03.2026
""")
u("backlog/2026-10/IMG-20261016-WA0009.jpg", "handwritten_note_photo", K, "2026-10-16", ["C05", "C02", "C01", "C04"], ["C05-H08", "C02-H06", "C01-H07", "C04-H06"], """
1202 കന്നി / തുലാം (സെപ്റ്റംബർ - ഒക്ടോബർ 2026)
16.09.2026 ബുധൻ - JFCM-IV - ഷിജിത്ത് - പ്രതിയെ ചോദ്യം ചെയ്തു (351 BNSS). DW1 പ്രതി തന്നെ. അടുത്ത തീയതി 25.11.2026 വാദം
28.09.2026 തിങ്കൾ - വഖഫ് ട്രൈബ്യൂണൽ - പള്ളിക്കണ്ടി - ഇൻസ്പെക്ടർ റിപ്പോർട്ട് വന്നു. 16.11.2026
30.09.2026 ബുധൻ - സബ് കോടതി - മൊയ്തു - PW1 ക്രോസ് കഴിഞ്ഞു. 04.11.2026 PW2
15.10.2026 വ്യാഴം - ഹൈക്കോടതി - റസിയ കേസ് തീർന്നു (closed). പൈസ 09.10.2026-ന് അക്കൗണ്ടിൽ വന്നു.
""")
u("backlog/2026-11/IMG-20261126-WA0015.jpg", "handwritten_note_photo", K, "2026-11-26", ["C02", "C08", "C05"], ["C02-H07", "C08-H04", "C05-H09"], """
1202 വൃശ്ചികം (നവംബർ 2026)
16.11.2026 തിങ്കൾ - വഖഫ് ട്രൈബ്യൂണൽ - പള്ളിക്കണ്ടി - തെരഞ്ഞെടുപ്പ് നടത്താൻ കമ്മിറ്റി സമ്മതിച്ചു. 08.02.2027
18.11.2026 ബുധൻ - ഹൈക്കോടതി - കുഞ്ഞിരാമൻ നായർ R.F.A. - എത്തിയില്ല (not reached). 20.01.2027
25.11.2026 ബുധൻ - JFCM-IV - ഷിജിത്ത് - പ്രതിഭാഗം വക്കീൽ (ശ്രീജിത്ത്) വാദത്തിന് സമയം ചോദിച്ചു. 09.12.2026 വാദം
""")

# ---------------- C01 Moidu partition
u("backlog/2025-12/IMG_20251210_163012.jpg", "handwritten_note_photo", L, "2025-12-10", ["C01"], ["C01-H01"], """
10/12/25  Prl. Sub Court
OS 214/25 Moidu partition - first posting.
Rajagopalan for D1 D2 - vakkalath filed, time for WS. Kadeeja (D3) vannu in person - she supports us, will
file WS admitting. Sub Judge: "partition cases - mediation first, after WS".
Next 14/1/26. Moidu ne vilichu paranju.
""")
u("backlog/2026-01/OS 214 Moidu notes 14 jan.docx", "typed_note_docx", L, "2026-01-14", ["C01"], ["C01-H02"], """
14.01.2026 - O.S. 214/2025 (Moideenkutty v. Abdul Latheef & ors) - Prl. Sub Court, Kozhikode
WS of D1 & D2 filed: (i) hiba of eastern 12 cents to D1 in 2015 (oral - no document!), (ii) house built with D1's
textile shop income. Plaintiff's Gulf money only for "family chelavu" and sisters' marriages.
D3 Kadeeja filed WS supporting the plaintiff.
Court referred to the Mediation Centre, Kozhikode - as usual Sajeev Kumar sir sends every partition to mediation
first. Mediation on 03.02.2026.
Next 18.02.2026 (mediation report / issues). Prepare I.A. for Advocate Commissioner + Taluk Surveyor.
""")
u("backlog/2026-03/OS 214-2025 IA 412 order 11.03.2026.pdf", "certified_order_sheet_scan", "Principal Sub Court, Kozhikode", "2026-03-13", ["C01"], ["C01-H04"], """
IN THE COURT OF THE PRINCIPAL SUBORDINATE JUDGE, KOZHIKODE
Present: Sri. K. Sajeev Kumar, Principal Sub Judge
Wednesday, the 11th day of March 2026 / 20th Kumbham 1201
I.A. No. 412 of 2026 in O.S. No. 214 of 2025
Petitioner/plaintiff: Moideenkutty         Respondents/defendants: Abdul Latheef & 2 others
Petition under Order XXVI Rule 9 CPC for appointment of an Advocate Commissioner.
ORDER
Heard both sides. The plaint schedule property is to be measured and the improvements located. Sri. V. P. Anoop
Kumar, Advocate, is appointed as Commissioner to inspect the property with the assistance of the Taluk Surveyor,
Kozhikode, measure the property, note the building and its age, and submit report and plan. Commission batta
Rs. 7,500 to be deposited by the petitioner within one week. Objection, if any, by respondents noted.
I.A. allowed. Call on 08.07.2026 for report.
                                                         (Sd/-) Principal Sub Judge
// true copy //
""")
u("backlog/2026-07/moidu commission report 8.7.txt", "typed_note_txt", L, "2026-07-08", ["C01"], ["C01-H05"], """
8.7.26 - Moidu partition - Sub Court
Commission report + plan filed by Anoop Kumar (Adv Commr). Taluk surveyor measured: 46.80 cents only (not 48 as
in title - 1.20 cent gone in the 2014 road widening). House 2,150 sq ft, two storey, "constructed about 2010-2012"
- commissioner noted the age. Good for our remittance case (Al Rajhi receipts 2009-12).
Eastern 12 cents - D1 has put a compound wall; no separate building there.
Rajagopalan wants time to file objection. ND 12.08.2026.
""")
u("backlog/2026-08/IMG_20260812_170455.jpg", "handwritten_note_photo", L, "2026-08-12", ["C01", "C06"], ["C01-H06"], """
12/8/26 Wed
(1) Moidu OS 214 - D1 objection to comm. report filed (says age of house wrong - "2005"). We filed PW1 proof
affidavit. Cross next. ND 30/9.
(2) Shahana phoned - Naushad nte uppa Moosa Haji veettil vannu, "case pinvalikkan" pressure. Told her: don't
sign anything, no talk without me. Arrears still nil paid - attachment petition pending.
""")
u("backlog/2026-09/PW1 cross Moidu 30-09.docx", "typed_note_docx", L, "2026-09-30", ["C01"], ["C01-H07"], """
30.09.2026  OS 214/2025  PW1 Moideenkutty - cross by Adv. Rajagopalan (about 1 1/2 hours)
- Ext. A6 series (31 Al Rajhi remittance advices 2009-2012) marked through PW1; objection of D1 on mode of proof noted.
- Q: remittances were for family maintenance? A: "family chelavinu vere ayachirunnu, veedinu prathyekam".
- Q: hiba to Latheef in 2015? A: "uppa angane oru hiba cheythittilla; ente munnil alla" - good.
- Put to him that D1 ran the textile shop since 1996 - admitted, but said shop income was small.
PW1 cross over. Next 04.11.2026 - PW2 Kadeeja.
""")
u("backlog/2026-11/moidu 4.11.txt", "typed_note_txt", L, "2026-11-04", ["C01"], ["C01-H08"], """
4.11.26 Sub Court - Moidu partition
PW2 Kadeeja (D3, sister) - chief by proof affidavit filed, she identified Ext A6 and said Moidu sent money for the
house. Rajagopalan absent - his junior said sir is in the High Court; cross deferred. Sub Judge not happy, but
gave the date.
NDOH 02.12.2026 - PW2 cross, then DW1.
""")
u("backlog/2026-11/correction moidu ND.txt", "typed_note_txt", L, "2026-11-05", ["C01"], [], """
5/11/26 - correction
Yesterday's note on Moidu (OS 214/25): I wrote ND 2.12 - that is wrong. 2.12 was what the junior of Rajagopalan
asked for. Sudheeran checked with the bench clerk's diary: correct next date is 09.12.2026 (Wednesday - Sub Judge
posts OS on Wednesdays only). PW2 cross + DW1.
Informed Moidu.
""")
u("backlog/2026-11/WhatsApp Chat with Moidu Feroke.txt", "whatsapp_export", "Moideenkutty (client)", "2026-11-05", ["C01"], ["C01-H05", "C01-H08"], """
[08/07/26, 6:12:40 PM] Moidu Feroke: Vakeele, commission report vanno?
[08/07/26, 6:20:03 PM] Haris Vakeel: Vannu. 46.80 cent und. Veedu 2010-12 il paniythathu ennu commissioner ezhuthiyittund. Nammukku nallathanu.
[08/07/26, 6:21:15 PM] Moidu Feroke: Alhamdulillah 🤲
[08/07/26, 6:22:30 PM] Haris Vakeel: Next 12 August. Latheef objection kodukkum.
[04/11/26, 5:40:11 PM] Moidu Feroke: Innu Kadeeja vannu, mozhi koduthu. Rajagopalan vannilla alle?
[04/11/26, 5:44:52 PM] Haris Vakeel: Illa, avar High Court il aanennu paranju. Cross maatti vechu.
[05/11/26, 10:02:17 AM] Haris Vakeel: Next date 9 December (Wednesday). Innale 2 ennu paranjathu thettanu, sorry.
[05/11/26, 10:05:40 AM] Moidu Feroke: Ok vakeele. Njan varano?
[05/11/26, 10:06:02 AM] Haris Vakeel: Venda, Kadeeja varanam.
""")

# ---------------- C02 Pallikandy mahal
u("backlog/2025-12/Pallikandy OA 57 - 15.12.docx", "typed_note_docx", L, "2025-12-15", ["C02"], ["C02-H01"], """
15.12.2025 - O.A. 57/2025 - Kunhalavi Haji & 4 ors v. Pallikandy Juma-ath Mahal Committee & Waqf Board
Waqf Tribunal, Kozhikode (Chairman Muhammed Basheer sir)
I.A. for injunction - heard. Ad interim injunction: committee restrained from executing the lease of the waqf
property (15 shop rooms + 36 cents) to Malabar Heights Builders till the next date.
Majeed for the committee: "lease already approved by the general body in 2023" - no minutes produced.
Tribunal: issue notice to the Kerala State Waqf Board, Board to file report on the mahal's registration,
accounts and whether Board's sanction u/s 56 was obtained for the lease.
ND 19.01.2026. Kunhalavi Haji + Shafeeq present.
""")
u("backlog/2026-03/OA 57-2025 Waqf Tribunal order 23.03.2026.pdf", "certified_order_sheet_scan", "Kerala State Waqf Tribunal, Kozhikode", "2026-03-25", ["C02"], ["C02-H03"], """
BEFORE THE KERALA STATE WAQF TRIBUNAL, KOZHIKODE
Present: Sri. P. Muhammed Basheer, Chairman
O.A. No. 57 of 2025
Kunhalavi Haji & 4 others                      : Petitioners (By Adv. T. K. Haris Muhammed)
Pallikandy Juma-ath Mahal Committee, rep. by its Secretary & another  : Respondents
(R1 by Adv. C. K. Abdul Majeed; R2 Waqf Board by Adv. Rasiya Beevi)
Proceedings dated 23.03.2026
The report of the 2nd respondent Board is received. It states that the mahal (Reg. No. 1147/RA/KKD) has not
submitted audited accounts since 2021-22, that no election to the committee has been conducted after 2022 and that
no sanction under section 56 of the Waqf Act has been sought for the proposed lease. The 1st respondent is directed
to produce the accounts for 2021-22 to 2024-25, the minutes book and the rent register of the shop rooms on the
next date. Interim injunction to continue. Call on 15.06.2026.
                                                          Chairman
""")
u("backlog/2026-06/waqf 15 june.txt", "typed_note_txt", L, "2026-06-15", ["C02"], ["C02-H04"], """
15-6-26 Waqf Tribunal - Pallikandy mahal
Accounts produced illa. Majeed asked time again - "auditor CA Rahim sick, accounts are being finalised".
Chairman was angry: time given on costs Rs. 2,000 to petitioners, "no further time". Injunction continues.
ND 20.07.2026.
Shafeeq says Usman Koya is still collecting the shop rent in cash, no receipts.
""")
u("backlog/2026-07/20260720_154802.jpg", "handwritten_note_photo", L, "2026-07-20", ["C02"], ["C02-H05"], """
20/7 Waqf Tribunal
Pallikandy - accounts 2021-22 to 2024-25 finally hajarakki + minutes book. Costs 2000 paid to us (Kunhalavi Haji).
Chairman: Waqf Board Inspector (Divisional office Kozhikode) to examine accounts & rent register, report in 6 wks.
ND 28/9/26
Note: rent register shows 15 rooms - but 4 rooms' rent "nil" from 2022 - Usman Koya's relatives!!
""")
u("backlog/2026-09/OA 57-2025 proceedings 28.09.2026.pdf", "certified_order_sheet_scan", "Kerala State Waqf Tribunal, Kozhikode", "2026-09-30", ["C02"], ["C02-H06"], """
BEFORE THE KERALA STATE WAQF TRIBUNAL, KOZHIKODE
Present: Sri. P. Muhammed Basheer, Chairman
O.A. No. 57 of 2025 - Proceedings dated 28.09.2026
The report of the Inspector of the Kerala State Waqf Board is received. The Inspector finds that rent of
Rs. 18,40,000 (Rupees eighteen lakh forty thousand) collected from the shop rooms during 2021-22 to 2024-25 is not
reflected in the accounts, and that four rooms are occupied without rent. Copy to both sides. Both sides heard.
It is suggested that the committee may agree to an election under the supervision of the Board, so that the
mahal's affairs are put in the hands of an elected committee. Counsel for R1 to get instructions.
Call on 16.11.2026.                                                 Chairman
""")
u("backlog/2026-11/mahal election order 16.11.docx", "typed_note_docx", L, "2026-11-16", ["C02"], ["C02-H07"], """
16.11.2026 - Waqf Tribunal - O.A. 57/2025 (Pallikandy mahal)
Majeed: committee agrees to an election. Order: election to the mahal committee to be held on or before
31.01.2027 under the supervision of the Divisional Officer, Waqf Board, Kozhikode; voters' list of mahal members
(those who paid the mahal varisankhya) to be published by 31.12.2026. Interim injunction against the lease
continues. Question of the Rs. 18.4 lakh rent - to be taken up after the new committee.
ND 08.02.2027 - report on the election.
Kunhalavi Haji very happy. Shafeeq to collect certified copy.
""")
u("backlog/2026-11/WhatsApp Chat with Shafeeq Pallikandy.txt", "whatsapp_export", "Shafeeq (son of Kunhalavi Haji)", "2026-11-17", ["C02"], ["C02-H04", "C02-H06", "C02-H07"], """
15/06/26, 12:50 - Shafeeq Pallikandy: Assalamu alaikum vakeel. Innu accounts koduthilla alle?
15/06/26, 13:02 - Haris Vakeel: Wa alaikum salam. Illa. Majeed veendum time chodichu. 2000 rupa cost ittu. Next 20 July.
28/09/26, 16:10 - Shafeeq Pallikandy: Inspector report il enthanu?
28/09/26, 16:18 - Haris Vakeel: 18,40,000 rupa rent kanakkil illa. Election nadathan tribunal suggest cheythu. Next 16 Nov.
28/09/26, 16:19 - Shafeeq Pallikandy: Masha Allah. Uppaye ariyikkam.
16/11/26, 15:30 - Haris Vakeel: Election 31 January 2027 nu munpu. Waqf Board Divisional Officer nte supervision il. Next 8 Feb.
17/11/26, 09:05 - Shafeeq Pallikandy: Jazakallah khair vakeel 🤲 Juma kazhinju members ne ariyikkam
""")

# ---------------- C03 kuri recovery
u("backlog/2026-01/kuri 7.1.26.txt", "typed_note_txt", L, "2026-01-07", ["C03"], ["C03-H02"], """
7.1.26 - Addl Munsiff - OS 1187/24 Malabar Nidhi Kuries v. Suresh Babu & Ashraf
WS filed by Prasanth for both.
D1: 6 instalments paid in cash to the collection agent (Baburaj) without receipts; foreman's commission excess.
D2 Ashraf (surety): signature on security bond obtained on a blank form; he is a govt servant, no consideration.
Issues framed same day - Reshma madam fast as always. Trial 16.03.2026.
Tell Rajeevan to bring the ledger, auction minutes, security bond originals.
""")
u("backlog/2026-05/WhatsApp Chat with Fathima Nasreen Jr.txt", "whatsapp_export", J, "2026-05-20", ["C03", "C07", "C05"], ["C03-H03", "C07-H03", "C05-H04", "C07-H04", "C05-H05"], """
16/03/26, 12:35 - Fathima Nasreen Jr: Sir kuri case - PW1 Rajeevan sir nte chief kazhinju, Exts A1 to A9 mark cheythu (variola, security bond, ledger, auction minutes). Prasanth cross cheythu 20 min. Next 8 June DW.
16/03/26, 12:36 - Haris Vakeel: 👍 good
19/03/26, 13:10 - Fathima Nasreen Jr: Sir Ajmal MACT - Medical Board nu refer cheythu, Govt Medical College. Tribunal date 14 May
19/03/26, 13:11 - Fathima Nasreen Jr: Rajan Thomas sir paranju, disability certificate illathe award illa ennu
08/04/26, 11:58 - Fathima Nasreen Jr: Sir timber case - PW1 proof affidavit file cheythu. Aboobacker ikka vannirunnu. Sreejith cross nu time chodichu, kitti. 20/5
08/04/26, 11:59 - Fathima Nasreen Jr: Magistrate paranju complainant every date il nerittu varanam ennu
14/05/26, 12:20 - Fathima Nasreen Jr: Sir Ajmal - Medical Board certificate vannu, 18% permanent disability. Next 2 July evidence
20/05/26, 13:40 - Fathima Nasreen Jr: Sir timber - Aboobacker ikka ne Sreejith cross cheythu, 1 hour. Exts P1 to P6 mark aayi. Security cheque aanennu suggest cheythu, ikka deny cheythu. Next 24 June
20/05/26, 13:42 - Haris Vakeel: Ok. Bank manager ne summon cheyyanam next time
""")
u("backlog/2026-06/kuri DW1 8-6-26.docx", "typed_note_docx", L, "2026-06-08", ["C03"], ["C03-H04"], """
08.06.2026 - O.S. 1187/2024 - DW1 Suresh Babu
Chief by affidavit. Our cross: no receipt for the "6 cash instalments"; admits Baburaj is his own relative and that
Baburaj left the company in 2022 - before the prize! Admits signature on the variola and the prize receipt of
Rs. 3,85,000.
D2 Ashraf not examined. Evidence closed both sides. Arguments 06.07.2026.
""")
u("backlog/2026-07/IMG_20260706_150321.jpg", "handwritten_note_photo", L, "2026-07-06", ["C03"], ["C03-H05"], """
6/7/26 Addl Munsiff
Kuri OS 1187/24 - arguments heard, both sides. Prasanth argued only commission + surety blank form.
Madam: judgment 27/7.
Rajeevan: after decree file E.P. + salary attachment of Ashraf (Taluk office).
""")
u("backlog/2026-07/OS 1187-2024 judgment 27.07.2026.pdf", "certified_order_sheet_scan", "Additional Munsiff's Court, Kozhikode", "2026-07-30", ["C03"], ["C03-H06"], """
IN THE COURT OF THE ADDITIONAL MUNSIFF, KOZHIKODE
Present: Smt. Reshma P., Additional Munsiff
Monday, the 27th day of July 2026 / 11th Karkidakam 1201
O.S. No. 1187 of 2024
Plaintiff: Malabar Nidhi Kuries (P) Ltd., rep. by its Managing Director   Defendants: Suresh Babu K. and Ashraf P.
JUDGMENT (operative portion)
In the result, the suit is decreed. The defendants 1 and 2 are jointly and severally liable to pay the plaintiff
Rs. 2,96,400 (Rupees two lakh ninety-six thousand four hundred) with interest at 9% per annum from the date of suit
till realisation, and costs of the suit. The plea of payment of six instalments in cash is not proved.
Pronounced in open court.                                           Additional Munsiff
""")

# ---------------- C04 Puthiyappa boat writ (High Court)
u("backlog/2025-12/HC 11.12 ekm.txt", "typed_note_txt", L, "2025-12-11", ["C04"], ["C04-H01"], """
11.12.25 Thursday - Ernakulam - High Court, Court Hall 6 (Haridas Menon J)
W.P.(C) 31512/2025 - Rasiya v. State & Fishermen Welfare Fund Board
Admitted. Sr. GP Joby Sebastian takes notice for State. Board - Nimmy Joseph to take notice; counter in 4 wks.
Judge: "contribution arrears of a drowned fisherman - can't the Board accept it now?" - asked GP for instructions.
ND 22.01.2026. Train back by Jan Shatabdi.
""")
u("backlog/2026-06/WP(C) 31512-2025 order 04.06.2026.pdf", "certified_order_sheet_scan", "High Court of Kerala", "2026-06-08", ["C04"], ["C04-H04"], """
IN THE HIGH COURT OF KERALA AT ERNAKULAM
PRESENT: THE HONOURABLE MR. JUSTICE K. HARIDAS MENON
THURSDAY, THE 4TH DAY OF JUNE 2026 / 14TH EDAVAM, 1202
WP(C) NO. 31512 OF 2025
PETITIONER: RASIYA, W/O LATE ABDUL JALEEL, PUTHIYAPPA, KOZHIKODE
BY ADV. T.K. HARIS MUHAMMED
RESPONDENTS: STATE OF KERALA & ORS. BY SRI. JOBY SEBASTIAN, SR. GOVERNMENT PLEADER; SMT. NIMMY JOSEPH, SC
ORDER
The standing counsel for the Board shall get instructions as to whether, under the scheme, the arrears of
contribution of Rs. 1,800 can be regularised after the death of the member, as has been done for other members in
the Board's circulars produced as Ext. P7. Post on 09.07.2026.
                                                               K. HARIDAS MENON, JUDGE
""")
u("backlog/2026-07/WP(C) 31512-2025 judgment 09.07.2026.pdf", "certified_order_sheet_scan", "High Court of Kerala", "2026-07-13", ["C04"], ["C04-H05"], """
IN THE HIGH COURT OF KERALA AT ERNAKULAM
PRESENT: THE HONOURABLE MR. JUSTICE K. HARIDAS MENON
THURSDAY, THE 9TH DAY OF JULY 2026 / 25TH MITHUNAM, 1202
WP(C) NO. 31512 OF 2025
ORDER
The petitioner's husband, a registered member of the Fund, drowned when the fishing boat 'Al-Noor' capsized on
14.07.2025. The only reason for rejection is non-remittance of a contribution of Rs. 1,800 for 2024-25. A welfare
scheme must be read liberally. The 3rd respondent Board shall reconsider the claim treating the membership as
live on remittance of the arrears by the petitioner, and pass orders within two months. Post for reporting
compliance on 15.10.2026.
                                                               K. HARIDAS MENON, JUDGE
""")
u("backlog/2026-10/WP(C) 31512-2025 order 15.10.2026.pdf", "certified_order_sheet_scan", "High Court of Kerala", "2026-10-19", ["C04"], ["C04-H06"], """
IN THE HIGH COURT OF KERALA AT ERNAKULAM
PRESENT: THE HONOURABLE MR. JUSTICE K. HARIDAS MENON
THURSDAY, THE 15TH DAY OF OCTOBER 2026 / 29TH KANNI, 1202
WP(C) NO. 31512 OF 2025
ORDER
The standing counsel for the Board reports that, on remittance of the arrears by the petitioner, the claim has
been sanctioned and a sum of Rs. 10,00,000 (Rupees ten lakh) was credited to the petitioner's account on
09.10.2026. The petitioner's counsel confirms receipt. The prayer for interest for the delay is not pressed.
The writ petition is closed.
                                                               K. HARIDAS MENON, JUDGE
""")

# ---------------- C05 Kallai timber cheque
u("backlog/2026-09/Shijith 351 DW1 16.9.docx", "typed_note_docx", L, "2026-09-16", ["C05"], ["C05-H08"], """
16.09.2026 - C.C. 2290/2025 - JFCM-IV - Aboobacker v. Shijith
Accused questioned u/s 351 BNSS. Defence: the cheque was a blank signed security cheque given in 2023 when he
first took timber on credit; says the dues were cleared, Aboobacker filled in Rs. 4,85,000.
DW1 - accused himself examined same day. Our cross: he admits signature; no reply sent to our notice; admits he
bought teak logs in Feb 2025 (our bills Ext P5). No account book produced.
ND 25.11.2026 arguments.
""")
u("backlog/2026-12/JFCM IV cause list 09.12.2026.pdf", "cause_list_pdf", "Judicial First Class Magistrate Court-IV, Kozhikode", "2026-12-08", ["C05"], [], """
JUDICIAL FIRST CLASS MAGISTRATE COURT - IV, KOZHIKODE
CAUSE LIST FOR WEDNESDAY, 09.12.2026
Sl.  Case No.          Parties                                         Stage
1    C.C. 1412/2024    State (Nadakkavu P.S.) vs Riyas                 Evidence
2    C.C. 2290/2025    C. P. Aboobacker vs Shijith K.                  Arguments
3    C.C. 311/2026     Kerala Bank, Kallai vs Ansar                    Appearance
4    S.T. 88/2025      Muthoot Finance vs Pradeepan                    Plea
5    C.C. 2954/2025    Vijayan vs Sameer                               Arguments
""")

# ---------------- C06 Shahana maintenance
u("backlog/2026-03/MC 146-2025 order IA 27.03.2026.pdf", "certified_order_sheet_scan", "Family Court, Kozhikode", "2026-03-30", ["C06"], ["C06-H04"], """
IN THE FAMILY COURT, KOZHIKODE
Present: Smt. Leena Rajan, Judge
Friday, the 27th day of March 2026
I.A. No. 233 of 2026 in M.C. No. 146 of 2025
Petitioners: Shahana Sherin and minor Muhammed Ayaan       Respondent: Naushad P., now at Doha, Qatar
ORDER
The respondent is employed at Doha. The plea of talaq by a letter dated 12.03.2025 is a matter for evidence. Pending
disposal, the respondent shall pay interim maintenance of Rs. 8,000 per month to the 1st petitioner and Rs. 5,000
per month to the 2nd petitioner (child) from the date of the petition, the arrears within one month.
Call on 17.07.2026 for evidence.                                              Judge
""")
u("backlog/2026-07/shahana PW1 17.7.txt", "typed_note_txt", L, "2026-07-17", ["C06"], ["C06-H05"], """
17.7.26 Family Court - Shahana M.C. 146/25
PW1 Shahana - chief affidavit + cross by Rafi.
Rafi: talaq letter dt 12.03.2025 - she admits receiving it by post; says no witnesses, no attempt at
reconciliation, Naushad's uppa took 30 pavan gold and never returned.
Interim arrears - Naushad has NOT paid anything (4 months). We filed petition for attachment of his share in the
Kondotty property (15 cents) + distress warrant.
ND 11.9.26 - RW.
""")
u("backlog/2026-11/WhatsApp Chat with Shahana.txt", "whatsapp_export", "Shahana Sherin (client)", "2026-11-02", ["C06"], ["C06-H06", "C06-H07"], """
11/09/26, 16:05 - Shahana: Sir innu enthayi? Uppa (Moosa Haji) mozhi koduthu ennu arinju
11/09/26, 16:20 - Haris Vakeel: Athe. RW1 aayi Moosa Haji, Naushad nte power of attorney vechu. Naushad ku salary 4500 riyal maathram ennu paranju. Cross il avarku salary certificate onnum illa.
11/09/26, 16:21 - Haris Vakeel: Next 30 October
30/10/26, 17:02 - Shahana: Sir vadham kazhinjo?
30/10/26, 17:10 - Haris Vakeel: Part kazhinju. Judge Doha company yil ninnulla salary certificate venam ennu paranju. Next 11 December
02/11/26, 09:15 - Shahana: Ok sir. Arrears ippozhum kittiyilla 😔
""")
u("backlog/2026-10/fc 30.10 shahana args.txt", "typed_note_txt", L, "2026-10-30", ["C06"], ["C06-H07"], """
30/10/26 - Family Court - Shahana v. Naushad (M.C. 146/2025)
Arguments - part. Rafi: Danial Latifi - after talaq only the Muslim Women Act; we: talaq not proved (Shamim Ara),
and the child's maintenance anyway.
Leena Rajan madam: directed the respondent to produce the salary certificate from his Doha employer (Al Mana
Trading) with the last 6 months' pay slips; "the Gulf husbands always say 4500 riyal".
ND 11.12.2026 - balance arguments + salary certificate.
""")

# ---------------- C07 Ajmal MACT
u("backlog/2026-01/IMG_20260108_131207.jpg", "handwritten_note_photo", L, "2026-01-08", ["C07"], ["C07-H01"], """
8/1/26  MACT
Ajmal OP 842/25 - notice served. R3 United India Insurance - Jayakrishnan appeared. R1 driver Faisal, R2 owner
(Salsabeel Motors) absent - set ex parte? not yet.
Counter by R3 - 12/2.
""")
u("backlog/2026-02/Ajmal MACT counter 12.2.docx", "typed_note_docx", L, "2026-02-12", ["C07"], ["C07-H02"], """
12.02.2026 - M.A.C.T. O.P. 842/2025 - Ajmal Roshan v. Faisal & ors
R3 (United India Insurance) counter filed by Adv. M. Jayakrishnan:
- admits policy for bus KL-11-AB-xxxx;
- contributory negligence: claimant was riding the scooter on the wrong side, overtaking a lorry near the bus stand;
- income Rs. 16,500 p.m. (sales executive, textile shop on Mavoor Road) not admitted.
Next 19.03.2026 - our I.A. to refer to the Medical Board.
""")
u("backlog/2026-07/20260702_142611.jpg", "handwritten_note_photo", L, "2026-07-02", ["C07"], ["C07-H05"], """
2/7/26 MACT - Ajmal
PW1 Ajmal - chief affidavit; Exts A1 to A14 (FIR, scene mahazar, wound cert, MIMS bills Rs 3,42,680, disability
cert 18%). Cross by Jayakrishnan - wrong side? Ajmal: "no sir, bus overtook and hit".
Next 6/8 - RW1.
""")
u("backlog/2026-08/WhatsApp Chat with Fathima Nasreen Jr (2).txt", "whatsapp_export", J, "2026-08-06", ["C05", "C06", "C07"], ["C05-H06", "C06-H05", "C05-H07", "C07-H06"], """
24/06/26, 12:10 - Fathima Nasreen Jr: Sir timber case - Shijith vannilla. Sreejith exemption petition koduthu, allow cheythu but 500 rupa cost. Magistrate paranju next time vannillenkil warrant. PW2 bank nu summons. Next 5 Aug
24/06/26, 12:11 - Haris Vakeel: Ok. Bank il ninnu aaru varum ennu check cheyyu
17/07/26, 15:45 - Fathima Nasreen Jr: Sir Shahana case il PW1 cross kazhinju. Attachment petition file cheythu. Next 11 Sept
05/08/26, 12:30 - Fathima Nasreen Jr: Sir timber - PW2 Jisha Mol, Federal Bank Kallai branch Assistant Manager vannu, return memo and account statement prove cheythu. Complainant evidence close cheythu. Next 16 Sept
06/08/26, 11:45 - Fathima Nasreen Jr: Sir Ajmal MACT - Jayakrishnan sir nte junior vannu, RW1 ready alla ennu paranju time chodichu. Kitti. Next 24/9
06/08/26, 11:46 - Haris Vakeel: Again time. Ok
""")
u("backlog/2026-09/MACT OP 842-2025 proceedings 24.09.2026.pdf", "certified_order_sheet_scan", "Motor Accidents Claims Tribunal, Kozhikode", "2026-09-26", ["C07"], ["C07-H07"], """
BEFORE THE MOTOR ACCIDENTS CLAIMS TRIBUNAL, KOZHIKODE
Present: Sri. Rajan Thomas, Member
M.A.C.T. O.P. No. 842 of 2025
Ajmal Roshan                        : Petitioner
Faisal & 2 others                   : Respondents
Proceedings dated 24.09.2026
RW1, the Assistant Manager (Claims) of the 3rd respondent, examined; Ext. B1 policy and Ext. B2 investigation report
marked. Evidence closed. On a query by the Tribunal, the 3rd respondent offered Rs. 4,20,000 in full settlement;
the petitioner is not agreeable. For arguments on 09.12.2026.
                                                                    Member
""")
u("backlog/2026-09/ajmal 24.9.txt", "typed_note_txt", L, "2026-09-24", ["C07"], ["C07-H07"], """
24.9.26 - MACT - Ajmal
RW1 insurer's claims man - investigator's report says "wrong side" but investigator himself not examined - point
for us. Rajan Thomas sir asked insurer for an offer - 4.2 lakh only. Ajmal said no; our estimate 9-10 lakh
(18% disability, femur, 16,500 income, age 22).
Arguments 9.12.26.
""")

# ---------------- C08 Koyilandy RFA (High Court)
u("backlog/2026-02/RFA 512-2024 order 04.02.2026.pdf", "certified_order_sheet_scan", "High Court of Kerala", "2026-02-06", ["C08"], ["C08-H01"], """
IN THE HIGH COURT OF KERALA AT ERNAKULAM
PRESENT: THE HONOURABLE MRS. JUSTICE MINI ABRAHAM VARKEY
WEDNESDAY, THE 4TH DAY OF FEBRUARY 2026 / 21ST MAKARAM, 1201
RFA NO. 512 OF 2024
AGAINST THE JUDGMENT AND DECREE DATED 30.08.2024 IN OS NO. 77 OF 2019 OF SUB COURT, KOYILANDY
APPELLANT/DEFENDANT: KUNHIRAMAN NAIR     RESPONDENT/PLAINTIFF: SHIBU MATHEW (BY ADV. GEORGE KURIAN THOMAS)
ORDER
Admit. Call for the lower court records. There will be a stay of execution of the decree on condition that the
appellant deposits 50% of the decree amount, i.e., Rs. 6,00,000, before the execution court within six weeks.
Post on 10.06.2026.                                              MINI ABRAHAM VARKEY, JUDGE
""")
u("backlog/2026-06/RFA 512 ekm 10 june.docx", "typed_note_docx", L, "2026-06-10", ["C08"], ["C08-H02"], """
10.06.2026 - High Court - R.F.A. 512/2024 (Kunhiraman Nair v. Shibu Mathew) - Mini Abraham J
Deposit of Rs. 6,00,000 made on 12.03.2026 (DD, Sub Court Koyilandy) - produced the chalan. LCR received.
George Kurian Thomas: his client ready to talk if interest is reduced. Court referred to the High Court
Mediation Centre; mediation on 14.07.2026.
Next 09.09.2026.
""")
u("backlog/2026-09/ekm 9.9.txt", "typed_note_txt", L, "2026-09-09", ["C08", "C04"], ["C08-H03"], """
9/9/26 - Ernakulam
(1) RFA 512/24 Kunhiraman - mediation failed (Shibu wants full 12% interest, we offered 6%). Posted for hearing
18.11.2026. Kunhiraman Nair wants to argue the bank mortgage was cleared in 2018 - get the bank's release letter.
(2) Met Nimmy Joseph (Board SC) in the corridor about Rasiya - she says the Board meeting approved the claim
"in principle" on 2 Sept; sanction order to follow. No hearing today in that case.
""")

# ---------------- plan
u("backlog/2026-12/week 7-11 Dec.docx", "typed_note_docx", L, "2026-12-05", ["C01", "C05", "C07", "C06", "C02"], [], """
WEEK 7 - 11 DECEMBER 2026 (Dhanu starts 16th)
Wed 9/12  - Sub Court: Moidu OS 214 - PW2 Kadeeja cross + DW1 (Latheef). Kadeeja to come by 10.30.
          - JFCM-IV: Aboobacker v. Shijith - ARGUMENTS. Fathima to hold till I come from Sub Court.
          - MACT: Ajmal - arguments. Calculation note: 18% disability, multiplier 18, income 16,500.
Fri 11/12 - Family Court: Shahana - balance args; check if Rafi filed the Doha salary certificate.
Pending:
- Pallikandy: voters' list publication by 31.12 - Shafeeq to check.
- Kuri: E.P. against Suresh Babu & Ashraf (salary attachment) - draft ready, file before Christmas vacation.
""")
