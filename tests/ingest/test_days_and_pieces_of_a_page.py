"""A page's hearings as a diary of a practice the rules have not met writes them: day lines in other words, a title
word under a note's day line, an order sheet headed in an Indian script, and lines headed by a word and a dash that
are more of the same hearing."""

from __future__ import annotations

from tareekh.ingest.models import Document, Page
from tareekh.ingest.read import guess_doc_type
from tareekh.ingest.split import split_document
from tareekh.registry import Case


def _doc(text: str, media: str = "text") -> Document:
    doc = Document(source_name="x.txt", media=media, pages=[Page(number=1, text=text)], doc_type="other")
    doc.doc_type = guess_doc_type(doc)
    return doc


def _cases(practice):
    practice.ingest_service.retain_into_memory = None
    for cid, number, short, title in [
        ("K1", "A.S. No. 77 of 2023", "Thangavel first appeal", "Thangavel Murugan vs Selvi Ammal"),
        ("K2", "R.C.O.P. No. 412 of 2024", "Alamelu eviction", "Alamelu Natarajan vs Kathir Stores"),
        ("K3", "C.M.A. No. 19 of 2025", "Nongrum compensation", "Iaishah Nongrum vs Shillong Transport Co-op"),
    ]:
        practice.registry.add_case(Case(id=cid, number=number, short_name=short, title=title))
    return practice


def test_day_lines_of_a_diary_in_other_words_open_one_hearing_each(practice, drop):
    _cases(practice)
    note = ("12/8 Velli  2nd Addl DJ  Thangavel first appeal\n"
            "Appellant's counsel sought time for the paper book.\n"
            "Next 02/09/2026\n"
            "14/8 Sani  RC court  Alamelu eviction\n"
            "Tenant deposited arrears, receipt taken.\n"
            "Next 11/09/2026\n"
            "17/8 Thingal  MACT  Nongrum compensation\n"
            "Insurer's witness absent; costs 500.\n"
            "Next 21/09/2026\n")
    entries = practice.ingest([drop("aug page 2026-08-17.txt", note)]).entries
    got = sorted((e.case_ids[0] if e.case_ids else None, e.hearing_date) for e in entries)
    assert got == [("K1", "2026-08-12"), ("K2", "2026-08-14"), ("K3", "2026-08-17")]


def test_a_day_and_month_under_a_dated_heading_is_of_its_own_day():
    note = ("Diary 20 July 2026 (Mon)\n"
            "Tue 21.7 - rent control ct - tenant's reply taken on record. Next 04.08.2026.\n"
            "Thu 23.7 - district ct - appeal admitted, notice to respondents. Next 30.09.2026.\n")
    days = [d.hearing_date for d in split_document(_doc(note), file_name="week.txt")]
    assert days == ["2026-07-21", "2026-07-23"]


def test_a_title_word_under_a_notes_day_line_keeps_the_page_a_hearing_note():
    note = ("9/10 Budhbar - Ct 5 - Nongrum compensation\n"
            "Commissioner report: incomplete, no site plan with it.\n"
            "Insurer objected to the delay.\n"
            "Claimant's wife present with the hospital bills.\n"
            "Ex.P9 and P10 marked.\n"
            "Client to bring the salary certificate.\n"
            "ND 6/11\n")
    (d,) = split_document(_doc(note), file_name="page.jpg.txt")
    assert d.kind == "hearing"


def test_an_order_sheet_headed_in_an_indian_script_is_read_row_by_row():
    sheet = ("মাননীয় দেওয়ানি আদালত, বর্ধমান\n"
             "স্বত্ব মামলা নং 55/2024\n"
             "03-02-2026\n"
             "বাদী হাজির। বিবাদী সময় চেয়েছেন। পরবর্তী তারিখ 17-03-2026\n"
             "17-03-2026\n"
             "উভয় পক্ষ হাজির। সাক্ষ্য গ্রহণ।\n")
    days = [(d.hearing_date, d.date_source) for d in split_document(_doc(sheet), file_name="sheet.pdf.txt")]
    assert days == [("2026-02-03", "docket"), ("2026-03-17", "docket")]


def test_lines_headed_by_an_unknown_word_and_a_dash_stay_with_the_hearing_and_its_next_date(practice, drop):
    _cases(practice)
    note = ("05.03.2026 (Thu) - MACT, Ct. 3\n"
            "C.M.A. 19/2025 Nongrum compensation\n"
            "Insurer's surveyor examined in chief, documents marked.\n"
            "Kynjoh - cross deferred, sought time.\n"
            "Bichar - no further adjournment.\n"
            "ND 16.04.2026 for cross.\n")
    entries = practice.ingest([drop("mact 5 march.txt", note)]).entries
    assert [(e.case_ids, e.hearing_date, e.next_date) for e in entries] == [(["K3"], "2026-03-05", "2026-04-16")]


def test_a_paragraph_opening_with_its_weekday_and_day_is_dated_by_its_own_day():
    note = ("Tue 3/2 - Family ct - counselling report awaited.\nND 24/2\n\n"
            "Thu 5/2 - Munsif ct - plaint returned for court fee.\nND 19/2\n")
    drafts = split_document(_doc(note), file_name="IMG 2026-02-05.jpg.txt")
    assert [d.hearing_date or d.date_hint for d in drafts][1] in ("2026-02-05", "--02-05")


def test_a_case_number_the_registry_lacks_opening_a_line_mid_sentence_goes_on_about_the_hearing(practice, drop):
    _cases(practice)
    note = ("14/10/26 Ct 6 - Alamelu eviction R.C.O.P. 412/2024\n"
            "Tenant's counsel said his client has sued the landlady too,\n"
            "O.S. 905/2025 in the Munsif court, for return of the advance.\n"
            "Court: that suit does not stop the eviction. Orders reserved.\n"
            "ND 28/10/26\n")
    entries = practice.ingest([drop("rcop 14 oct.txt", note)]).entries
    assert [(e.case_ids, e.hearing_date, e.next_date) for e in entries] == [(["K2"], "2026-10-14", "2026-10-28")]


def test_day_lines_opening_with_a_weekday_in_an_indian_language_open_their_own_hearings():
    note = ("Mangalbar 10/11 - Ct 2 - written statement filed by the defendant\n"
            "Our rejoinder in 2 weeks. ND 24/11\n"
            "Shukrobar 13/11 - Ct 5 - bail of the second accused argued\n"
            "Orders on 20/11\n"
            "ಶನಿವಾರ 14/11 - Lok adalat - no settlement\n")
    drafts = split_document(_doc(note), file_name="IMG 2026-11-14.jpg.txt")
    assert [d.hearing_date or d.date_hint for d in drafts] == ["2026-11-10", "2026-11-13", "2026-11-14"]


def test_the_trial_courts_judgment_under_an_appeal_is_a_paper_of_the_appeal_with_its_own_date(practice, drop):
    _cases(practice)
    judgment = ("IN THE COURT OF THE PRINCIPAL DISTRICT MUNSIF, TIRUCHENGODE\n"
                "Present: Tmt. R. Kalaivani, B.L., District Munsif\n"
                "Monday, the 9th day of September 2024\n"
                "O.S. No. 318 of 2021\n"
                "Thangavel Murugan ... Plaintiff\nversus\nSelvi Ammal ... Defendant\n"
                "JUDGMENT\n"
                "The suit for declaration is dismissed. The plaintiff failed to prove the sale of 1998. No costs.\n")
    (e,) = practice.ingest([drop("trial court judgment.pdf.txt", judgment)]).entries
    assert (e.kind, e.case_ids, e.record_date) == ("document", ["K1"], "2024-09-09")


def test_an_authoritys_numbered_order_is_a_paper_dated_by_its_number_line():
    order = ("GOVERNMENT OF MEGHALAYA\nTRANSPORT DEPARTMENT\n"
             "No. TR/77/2025/12                                Dated: 02.06.2025\n"
             "ORDER\n"
             "The permit of the operator is suspended for three months for want of a fitness certificate.\n"
             "Sd/- Secretary\n")
    (d,) = split_document(_doc(order, media="image"), file_name="scan 12.pdf")
    assert (d.kind, d.doc_kind, d.record_date) == ("document", "official order", "2025-06-02")


def test_every_row_of_an_order_sheet_goes_under_the_case_its_file_name_gives(practice, drop):
    _cases(practice)
    sheet = ("ನ್ಯಾಯಾಲಯ, ಸಿವಿಲ್ ನ್ಯಾಯಾಧೀಶರು, ಮಂಡ್ಯ\n"
             "ಮೇಲ್ಮನವಿ ಸಂಖ್ಯೆ ೭೭/೨೦೨೩\n"
             "02-03-2026\n"
             "ಮೇಲ್ಮನವಿದಾರರ ಪರ ವಕೀಲರು ಹಾಜರು. ಸಮಯ ಕೋರಲಾಗಿದೆ. ಮುಂದಿನ ದಿನಾಂಕ 16-03-2026\n"
             "16-03-2026\n"
             "ವಾದ ಆಲಿಸಲಾಯಿತು. ಮುಂದಿನ ದಿನಾಂಕ 30-03-2026\n")
    entries = practice.ingest([drop("AS 77-2023 orders.pdf.txt", sheet)]).entries
    assert sorted((e.case_ids, e.hearing_date) for e in entries) == [(["K1"], "2026-03-02"), (["K1"], "2026-03-16")]
