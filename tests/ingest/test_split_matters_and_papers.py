"""Pages about several matters split at each matter; one matter's note stays whole; filed papers keep their own
date. Notes and papers written here (a Delhi junior's day note, a Chennai written statement, a valuer's report …)."""

from __future__ import annotations

from tareekh.ingest.documents import read_as_document
from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import split_document


def doc(text: str, *, media="text", doc_type="typed_note", name="note.txt") -> Document:
    return Document(source_name=name, media=media, doc_type=doc_type, pages=[Page(number=1, text=text)])


ALIASES = {"arora": {"D1"}, "bhalla": {"D2"}, "chopra": {"D3"}, "malhotra": {"D1"}}


def test_a_day_note_numbering_three_matters_by_short_names_splits_at_each_number():
    text = ("12.03.2025 - Saket courts (Rohit)\n"
            "1) Arora licence suit - DW1 cross part heard. Cont. on 02.04.2025.\n"
            "2) Bhalla consumer - OP's reply not filed, last opportunity, costs 1000.\n"
            "3) Chopra bail - granted, surety 50k. Release order collected.")
    entries = split_document(doc(text, media="image", doc_type="handwritten_note"), file_name="IMG_0412.jpg",
                             paragraph_heads=ALIASES)
    assert [e.text[:9] for e in entries] == ["1) Arora ", "2) Bhalla", "3) Chopra"]
    assert {e.hearing_date for e in entries} == {"2025-03-12"}


def test_matters_headed_by_case_numbers_of_any_court_shape_are_split_at_each_number():
    text = ("14.01.2026\n"
            "1. CS(OS) 221/2024 Arora v. Malhotra - Ct. 12\n"
            "Issues settled. Plaintiff's evidence by affidavit in 4 weeks.\n"
            "2. C.C. No. 1201/DL/2025 Bhalla v. Sky Motors - District Commission\n"
            "Written version of OP2 taken on record. Next 20.02.2026.\n"
            "3. Complaint No. F-77 of 2025 - Chopra cheque case\n"
            "Accused absent, NBW issued.")
    entries = split_document(doc(text), file_name="day.txt")
    assert [e.text.split("\n")[0][:6] for e in entries] == ["1. CS(", "2. C.C", "3. Com"]
    assert entries[1].text.endswith("Next 20.02.2026.")


def test_one_matters_note_with_people_and_dashes_stays_one_hearing():
    text = ("14.01.2026\nCt. 12 - Arora licence suit (CS 221/2024)\n"
            "Malhotra's counsel absent. Proxy sought time.\n"
            "Judge - last chance, costs Rs. 2000.\n"
            "Mehra sir - asked us to keep DW1 ready.\n"
            "Client - informed on phone.\n- Neha worried about her mother - call her tonight.\nNext 20.02.2026.")
    (entry,) = split_document(doc(text), file_name="day.txt", paragraph_heads=ALIASES)
    assert entry.text.endswith("Next 20.02.2026.") and entry.hearing_date == "2026-01-14"


def test_a_paragraph_naming_the_matters_own_case_by_another_alias_does_not_split_it():
    text = ("14.01.2026\n\nArora licence suit - DW1 cross done.\n\n"
            "- Malhotra (defendant) to file his affidavit of evidence.\n\n"
            "Bhalla consumer - reply filed, next 20.02.2026.")
    entries = split_document(doc(text), file_name="day.txt", paragraph_heads=ALIASES)
    assert [e.text[:6] for e in entries] == ["Arora ", "Bhalla"]
    assert "Malhotra (defendant)" in entries[0].text


def test_a_matter_under_a_day_and_month_header_takes_the_year_another_matter_of_the_page_gives():
    text = ("12 june update (Rohit)\n\n1) Arora - DW1 cross done, next 20.07.2026.\n\n"
            "2) Chopra bail - reply of the State called for.")
    entries = split_document(doc(text), file_name="update.txt", paragraph_heads=ALIASES)
    assert [e.hearing_date for e in entries] == ["2026-06-12", "2026-06-12"]


WRITTEN_STATEMENT = """IN THE COURT OF THE II ADDITIONAL JUDGE, CITY CIVIL COURT, CHENNAI
O.S. No. 1457 of 2023
R. Venkatesan                                   ... Plaintiff
Vs.
S. Sethu Narayanan                            ... Defendant
WRITTEN STATEMENT FILED ON BEHALF OF THE DEFENDANT
1. The defendant denies every allegation in the plaint save those expressly admitted.
2. It is false that on 14.02.2021 the defendant agreed to sell the suit property.
3. The notice dated 02.06.2023 was duly replied on 20.06.2023.
4. The suit is barred by limitation and is liable to be dismissed with costs.
Place: Chennai
Date: 08.01.2024
Counsel for the Defendant
"""


def test_a_written_statement_is_a_document_dated_where_it_is_signed_not_by_dates_in_its_paras():
    (rec,) = split_document(doc(WRITTEN_STATEMENT, media="pdf", doc_type="other", name="WS.pdf"))
    assert (rec.kind, rec.doc_kind) == ("document", "written statement")
    assert rec.record_date == "2024-01-08" and rec.hearing_date is None
    unsigned = WRITTEN_STATEMENT.replace("Date: 08.01.2024\n", "")
    (rec,) = split_document(doc(unsigned, media="pdf", doc_type="other", name="WS.pdf"))
    assert rec.kind == "document" and rec.record_date is None  # the upload's date stands in, never 14.02.2021


def test_reports_affidavits_and_replies_are_documents_with_their_own_date():
    samples = {
        "VALUER'S REPORT\nRef: VR/118/2025\nFlat 402, Anna Nagar. Purchased on 11.11.2015 for Rs. 42 lakh.\n"
        "Date of inspection: 03.05.2025\nFair market value: Rs. 1.1 crore.\nDate: 16.05.2025\n"
        "K. Subramaniam, Approved Valuer": ("expert's report", "2025-05-16"),
        "REPORT OF THE HANDWRITING EXPERT\nThe questioned signature on the cheque dated 04.04.2024 was compared.\n"
        "Opinion: not written by the same person.\nChennai, 21st August, 2025": ("expert's report", "2025-08-21"),
        "AFFIDAVIT\nI, Tanvi Arora, aged 41, state that on 10.10.2022 I paid the licence fee.\n"
        "Solemnly affirmed at Delhi on this 4th day of March, 2025\nDEPONENT": ("affidavit", "2025-03-04"),
        "REPLY ON BEHALF OF THE OPPOSITE PARTY No. 2\n1. The car was delivered on 05.01.2024.\n"
        "2. The complainant never reported a defect before 30.06.2024.\nNew Delhi\nDated: 11.02.2025": (
            "reply", "2025-02-11"),
        "MEDICAL REPORT\nPatient: Sravan Kumar, admitted on 02.02.2026 after the accident of 01.02.2026.\n"
        "Fracture of the left femur. Permanent disability 30%.\nDate: 20.03.2026\nDr. S. Iyer": (
            "medical report", "2026-03-20"),
        "LEGAL NOTICE\nTo,\nM/s Sharma Builders\nUnder instructions from my client, under the agreement dated "
        "10.10.2019 you were to hand over possession by 31.12.2021.\nDated: 07.02.2025\nAdvocate": (
            "legal notice", "2025-02-07"),
    }
    for text, (kind, when) in samples.items():
        (rec,) = split_document(doc(text, media="pdf", doc_type="other", name="paper.pdf"))
        assert (rec.kind, rec.doc_kind, rec.record_date, rec.hearing_date) == ("document", kind, when, None), text


def test_a_note_saying_a_paper_was_filed_stays_a_note():
    for text in ("Written statement filed by D2.\nArora suit - next date 14.03.2025.",
                 "Reply on behalf of the OP not filed, last chance. Next 20.02.2026.",
                 "Valuer's report awaited from the commissioner."):
        assert read_as_document(text) is None, text


KA_ALIASES = {"rathod": {"K1"}, "hegde": {"K2"}, "kulkarni": {"K3"}}


def test_a_next_date_line_closes_the_hearing_above_and_never_starts_a_matter():
    text = ("14/3 Thu - City Civil Ct 22\n"
            "Rathod suit - DW2 cross over. Shetty for deft wanted time to file the sale deed copy.\n"
            "NDOH 02.05.26 - arguments\n"
            "Final args - next 9.6.26.\n"
            "Hegde bail - bond filed, surety verified.\n"
            "N.D.O.H. 20/4.")
    entries = split_document(doc(text, media="image", doc_type="handwritten_note"), file_name="IMG_2031.jpg",
                             paragraph_heads=KA_ALIASES)
    assert len(entries) == 2 and entries[1].text.startswith("Hegde bail")
    assert "NDOH 02.05.26" in entries[0].text and "Final args" in entries[0].text
    assert entries[1].text.endswith("N.D.O.H. 20/4.")


def test_a_dash_line_headed_by_a_sentence_an_act_or_a_pronoun_stays_with_its_matter():
    text = ("21/3 Fri - Mayo Hall\n"
            "Kulkarni eviction - tenant's counter filed. Rao sought time for his evidence.\n"
            "I objected - third adjournment, costs asked.\n"
            "Evidence closed. Arguments - tenant first.\n"
            "Shetty produced the rent receipts - marked Ex R3.\n"
            "Called Mrs Kulkarni - told her the order may come in June.\n"
            "Hegde bail - IO absent.")
    entries = split_document(doc(text, media="image", doc_type="handwritten_note"), file_name="IMG_2044.jpg",
                             paragraph_heads=KA_ALIASES)
    assert len(entries) == 2
    assert entries[0].text.rstrip().endswith("order may come in June.")
    assert entries[1].text.startswith("Hegde bail")


def test_an_application_by_its_own_number_stays_with_the_case_above():
    text = ("OS 812/24 RATHOD v HEGDE (boundary) - XII Addl CCH\n"
            "IA 3/25 (temporary injunction) ALLOWED. Commissioner to measure the wall.\n"
            "Crl.M.P. 44/2026 for return of documents - notice.")
    entries = split_document(doc(text, media="image", doc_type="handwritten_note"), file_name="IMG_2050.jpg",
                             paragraph_heads={"rathod": {"K1"}})
    assert len(entries) == 1 and "Crl.M.P. 44/2026" in entries[0].text


def test_a_decree_headed_by_the_day_the_court_sat_is_that_days_order():
    text = ("IN THE COURT OF THE PRINCIPAL JUDGE, FAMILY COURT, MYSURU\nPresent: Smt. A. Rao, B.A., LL.B.\n"
            "Monday, the 9th day of March 2026\nM.C. No. 410 of 2024\nLatha Rao ... Petitioner / Ravi Hegde ... Respondent\n"
            "DECREE\nThe petition filed on 02.05.2024 is allowed by mutual consent. No costs.\n"
            "Certified copy issued on 20.03.2026")
    (entry,) = split_document(doc(text, media="image", doc_type="other"), file_name="decree.pdf")
    assert entry.kind == "hearing" and entry.hearing_date == "2026-03-09" and entry.doc_type == "order_sheet"


def test_a_lone_day_or_court_line_heads_the_matter_below_it():
    text = "Tue 14/4   HC Ct 9   item 31\nRFA 55/2024  Latha v. Hegde\n- arguments heard in part.\n- next 30.4.26"
    (entry,) = split_document(doc(text, media="image", doc_type="handwritten_note"), file_name="IMG_3001.jpg")
    assert entry.text.startswith("Tue 14/4") and "next 30.4.26" in entry.text
    text = "CORAM: HON'BLE MR. JUSTICE A. B. RAO\nW.P. No. 411 of 2026\nLatha Rao ... Petitioner\nHeard. Notice."
    (entry,) = split_document(doc(text), file_name="order.txt")
    assert entry.text.startswith("CORAM")


def test_a_case_number_and_title_above_the_date_line_stay_in_the_record():
    text = ("IN THE COURT OF THE SENIOR CIVIL JUDGE, DHARWAD\nO.S. 77/2024   Latha Ramaiah Vs. Suresh Bhat\n"
            "Order: 14.08.2026\n... 12. The defendant has not shown any other accommodation. The suit is decreed.")
    (entry,) = split_document(doc(text, media="image", doc_type="other"), file_name="CamScanner 0817.pdf")
    assert "O.S. 77/2024" in entry.text and entry.hearing_date == "2026-08-14"


def test_the_next_item_of_a_short_numbered_day_list_is_the_next_matter_whatever_it_names():
    text = ("10.04.26 (fri)\n1) city civil ct - OS 812 boundary - commissioner's report filed. next 22/5.\n"
            "2) then sessions ct - Ravi bail - IO absent, next 17/4.\n"
            "   ** correction: next is 24/4, clerk said 17 first **\n")
    entries = split_document(doc(text, media="image", doc_type="handwritten_note"), file_name="IMG_3100.jpg",
                             paragraph_heads=KA_ALIASES)
    assert [e.text[:2] for e in entries] == ["1)", "2)"] and "correction" in entries[1].text


def test_a_short_cause_list_of_other_lawyers_cases_is_not_cut_at_each_row():
    text = ("CAUSE LIST - COURT ROOM 4 - 27.11.2026\nFOR ORDERS\n1.  O.S. No. 87/2022      Joshi v. Kamat\n"
            "2.  O.S. No. 812/2024     Rathod v. Hegde\n3.  R.A. No. 240/2021     Bhat v. Shenoy")
    entries = split_document(doc(text), file_name="causelist.pdf", paragraph_heads=KA_ALIASES)
    assert len(entries) <= 2 and any("Rathod" in e.text for e in entries)


def test_a_courts_order_dated_on_a_line_of_its_own_under_its_coram_is_that_days_order():
    text = ("IN THE COURT OF SESSIONS AT DHARWAD\nCRIMINAL MISC. No. 411 OF 2026\nRavi Shetty ... Applicant\nVersus\n"
            "The State of Karnataka ... Respondent\nCoram: P. R. Joshi, Additional Sessions Judge\nDate: 12.06.2026\n"
            "ORDER\n1. The applicant has joined the investigation twice since 2 May 2026.\n(i) The application is allowed.\n"
            "Certified copy issued on 15.06.2026")
    (entry,) = split_document(doc(text, media="image", doc_type="other"), file_name="order.pdf")
    assert (entry.kind, entry.hearing_date, entry.doc_type) == ("hearing", "2026-06-12", "order_sheet")


def test_a_short_note_closing_with_nd_and_a_date_is_one_hearing_not_a_header():
    # "ND:" is how many lawyers write the next date; in a three-line note it sat among the first three lines and
    # was read as the page's printed date, which made every line header and left the note with no record at all
    text = ("6th nov - Kaveri RFA\n"
            "Gowda sir heard appellant for an hour, part heard, respondent to reply\n"
            "ND: 20/11/26\n")
    entries = split_document(doc(text), file_name="Note_20261106_1530.txt")
    assert len(entries) == 1
    assert entries[0].hearing_date == "2026-11-06"
    assert entries[0].next_date == "2026-11-20"
    assert "part heard" in entries[0].text


def test_a_note_that_is_only_header_lines_still_keeps_its_text():
    entries = split_document(doc("Monday 3 March 2025\nMon - court notes\n"), file_name="note.txt")
    assert len(entries) == 1 and "court notes" in entries[0].text


def test_a_bare_date_closing_a_short_note_does_not_swallow_the_note():
    text = "Kaveri RFA - Gowda sir\nheard in part, reply of respondent awaited\n20/11/26\n"
    entries = split_document(doc(text), file_name="Note_20261106_1530.txt")
    assert len(entries) == 1 and "heard in part" in entries[0].text


def test_n_d_with_dots_is_read_as_the_next_date():
    text = "06.11.2026 - Kaveri RFA\nheard in part\nN.D. 20.11.2026\n"
    entries = split_document(doc(text), file_name="note.txt")
    assert len(entries) == 1 and entries[0].next_date == "2026-11-20"


def test_the_items_of_a_cause_list_take_the_day_its_heading_gives():
    text = ("HIGH COURT OF KARNATAKA AT DHARWAD\nDAILY CAUSE LIST - TUESDAY, 17TH MARCH 2026\nCOURT HALL 3\n"
            "FOR ADMISSION\n41. W.P. 4410/2025  Vidya Hegde vs the Corporation   K. Kamath / P. Rao")
    entries = split_document(doc(text, media="pdf", doc_type="other"), file_name="cl_17032026.pdf",
                             paragraph_heads={"vidya hegde": {"K2"}})
    assert {e.hearing_date for e in entries} == {"2026-03-17"}


def test_a_day_note_lettering_its_matters_under_a_heading_splits_at_each_letter():
    text = ("5/3/25 thu - two courts today\n"
            "(a) tis hazari ct 14 - Arora licence suit: DW1 absent, deft's counsel wanted time, costs 700. nxt 9/4\n"
            "(b) saket dcdrc - CC 88/2024: OP's reply filed, arguments on interim relief heard in part.\n"
            "nxt 21/3 for further args\n")
    entries = split_document(doc(text, media="image", doc_type="handwritten_note"), file_name="IMG_5511.jpg",
                             paragraph_heads=ALIASES)
    assert len(entries) == 2 and "(a) tis hazari" in entries[0].text and entries[1].text.startswith("(b) saket dcdrc")
    assert "21/3" in entries[1].text and "21/3" not in entries[0].text


def test_a_day_list_lettered_a_b_below_the_days_line_splits_at_each_letter():
    # a Pune junior's evening note: the day's line, then the matters lettered in brackets; the second one opens
    # with its court and a case number, as a cause list's row would, but a cause list never letters its rows
    text = ("Fri 16/10\n(a) Shivajinagar CJSD 5 - RCS 118/24 Kale v Gokhale: DW1 absent. NDOH 6.11\n"
            "Kale wants the compromise draft by Monday.\n"
            "(b) family ct 2 - PA 73/25: counselling report not in. next 20/11 for report")
    entries = split_document(doc(text, media="image", doc_type="handwritten_note"), file_name="IMG_5120.jpg",
                             paragraph_heads={"kale": {"P1"}, "gokhale": {"P1"}})
    assert [e.text.lstrip("Fri 16/10\n")[:3] for e in entries] == ["(a)", "(b)"]
    assert "compromise" in entries[0].text and "counselling" in entries[1].text


def test_a_lettered_point_inside_one_matter_stays_with_it():
    text = ("RCS 118/24 Kale v Gokhale - order dictated:\n(a) deft to deposit arrears in 4 weeks\n"
            "(b) plaintiff may withdraw on deposit\nNDOH 6.11.26")
    (entry,) = split_document(doc(text, media="image", doc_type="handwritten_note"), file_name="IMG_5121.jpg",
                              paragraph_heads={"kale": {"P1"}})
    assert "(b) plaintiff" in entry.text


def test_a_letterheads_name_a_dash_and_the_papers_title_make_a_document_with_its_own_date():
    slip = ("KONKAN CASHEW INDUSTRIES PVT LTD - SALARY SLIP FOR MARCH 2024\nEmployee: T. ANIL   DOJ 01.06.2015\n"
            "Gross 21,400 | PF 1,800 | Net 19,600")
    reading = read_as_document(slip)
    assert reading is not None and reading.kind == "pay slip" and str(reading.date) == "2024-03-31"
    ledger = ("NILA HEIGHTS BUILDERS PVT. LTD. - STATEMENT OF ACCOUNT\nFlat C-702   Printed: 11/02/2025\n"
              "02/05/2022  Booking amount   5,00,000\n19/11/2022  Slab 3          9,00,000")
    reading = read_as_document(ledger)
    assert reading is not None and reading.kind == "bank statement" and str(reading.date) == "2025-02-11"


def test_an_employers_order_of_termination_is_a_document_dated_where_it_is_issued():
    text = ("THRISSUR SPICE EXPORTS\nNo. KSE/PERS/114/2024          18.09.2024\nTo: Sri T. Anil, Packer\n"
            "ORDER OF TERMINATION\nAn enquiry held on 02.09.2024 found the charge of absence proved. "
            "Your services are terminated with effect from today.\nsd/- Manager (Personnel)")
    reading = read_as_document(text)
    assert reading is not None and reading.kind == "official order" and str(reading.date) == "2024-09-18"


def test_an_order_sheets_numbered_orders_are_one_hearing_each_dated_by_their_own_line():
    text = ("CERTIFIED COPY OF ORDER SHEET\nIn the Court of the Civil Judge (Junior Division), Hoshiarpur\n"
            "Civil Suit No. 402 of 2023 - Harleen Kaur vs Sukhjit Singh\n"
            "Order No. 31 dated 09.01.2026\nPlaintiff present with counsel. Defendant absent. Put up on 20.02.2026.\n"
            "Order No. 32 dated 20.02.2026\nDefendant proceeded ex parte. Plaintiff's evidence on 03.04.2026.")
    entries = split_document(doc(text, media="image", doc_type="other"), file_name="scan_0412.pdf")
    assert [e.hearing_date for e in entries] == ["2026-01-09", "2026-02-20"]
    assert all("Civil Suit No. 402 of 2023" in (e.case_hint or "") for e in entries)
    assert entries[0].text.startswith("CERTIFIED COPY") and entries[1].text.startswith("Order No. 32")


def test_a_final_order_dated_on_its_date_of_final_order_line_is_that_days_order():
    text = ("STATE CONSUMER DISPUTES REDRESSAL COMMISSION, PUNJAB\nFirst Appeal No. 77 of 2025\n"
            "Harjit Sandhu ... Appellant  Vs  Kisan Tractors Ltd. ... Respondent\n"
            "Date of institution: 02.02.2025    Date of final order: 14.10.2026\n"
            "ORDER\nThe appeal is dismissed with costs of Rs. 10,000.")
    (entry,) = split_document(doc(text, media="image", doc_type="other"), file_name="FA 77 order.pdf")
    assert entry.kind == "hearing" and entry.hearing_date == "2026-10-14"


def test_a_day_line_with_dashes_between_the_day_and_the_court_heads_the_matter_below_it():
    text = ("19 feb 26, thu - family ct 2 - saket (principal judge)\n"
            "HMA 1187/24 Ritu v Sameer - mediation failed, reconciliation not possible.\n"
            "next 23.3.26 for evidence")
    (entry,) = split_document(doc(text), file_name="saket 19 feb.txt")
    assert entry.text.startswith("19 feb 26") and "next 23.3.26" in entry.text and entry.hearing_date == "2026-02-19"


def test_a_paragraph_about_an_application_filed_in_the_matter_stays_with_its_hearing():
    # the application's number in brackets ("(M.P. 118/2026)", "(I.A. 9/2025)") heads no other matter: the
    # paragraph is a step in the case the note is about, and its sums stay with that case's hearing
    for app in ("M.P. 118/2026", "I.A. 9/2025", "Crl.M.P. 301/2026"):
        text = (f"30.09.2026 - M.C. 42/2025 - Family Court\nRW1 Arora's chief affidavit filed.\n\n"
                f"We filed arrears petition ({app}) for arrears of interim maintenance Rs. 27,500 (only Rs. 2,500 paid).\n"
                "Next date 11.11.2026 - RW1 cross.")
        (entry,) = split_document(doc(text, doc_type="typed_note"), file_name="MC 42 RW1 30.9.docx",
                                  paragraph_heads=ALIASES)
        assert "27,500" in entry.text and entry.hearing_date == "2026-09-30", app


def test_a_paragraph_headed_by_another_case_number_in_brackets_is_still_another_matter():
    text = ("30.09.2026\nArora licence suit (CS 221/2024) - DW1 cross done.\n\n"
            "Bhalla consumer (C.C. 1201/2025) - reply filed. Next 20.02.2026.")
    entries = split_document(doc(text), file_name="day.txt", paragraph_heads=ALIASES)
    assert [e.text[:6] for e in entries] == ["Arora ", "Bhalla"]


TWO_NUMBERS = ["C.S. No. 118 of 2025", "R.F.A. No. 94 of 2026", "Vembanad title suit", "Ujwalpur first appeal"]


def test_a_line_opening_with_another_registered_number_without_its_year_after_a_next_date_is_the_next_matter():
    text = ("3/2/26 Dist Ct - Judge Thampi\n"
            "CS 118 Vembanad: plaint amendment allowed; written statement to the amended plaint in 4 weeks\n"
            "ND 9.3\n"
            "RFA 94 (Ujwalpur v Vembanad): paper book not ready, time sought. ND 9.3 same day.")
    entries = split_document(doc(text, media="image", doc_type="handwritten_note"), file_name="IMG_7720.jpg",
                             vocabulary=TWO_NUMBERS)
    assert [e.text.split("\n")[-1][:6] for e in entries] == ["ND 9.3", "RFA 94"]
    assert {e.hearing_date for e in entries} == {"2026-02-03"}


def test_the_matters_own_number_again_after_its_next_date_stays_with_it():
    text = ("3/2/26 Dist Ct - Judge Thampi\n"
            "CS 118 Vembanad: plaint amendment allowed\n"
            "ND 9.3\n"
            "CS 118 copy of the order applied for.")
    (entry,) = split_document(doc(text, media="image", doc_type="handwritten_note"), file_name="IMG_7721.jpg",
                              vocabulary=TWO_NUMBERS)
    assert entry.text.endswith("applied for.")
