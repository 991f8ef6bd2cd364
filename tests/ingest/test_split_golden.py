"""Splitting per hearing: one golden case per layout, written here (never read from shared data)."""

from __future__ import annotations

from tareekh.ingest.models import Box, Document, Page, Word
from tareekh.ingest.split import split_document


def doc(text: str, *, media="text", doc_type="typed_note", name="note.txt", words=None) -> Document:
    return Document(source_name=name, media=media, doc_type=doc_type,
                    pages=[Page(number=1, text=text, words=words or [])])


TYPED_DAY = """09 Jun 2025, Mon - court notes (Sai)

Rasheed Pervez (tenant) (OS 1302/24) - Mylavarapu sought time - their witness not ready. Ayyo.

Nausheen partition (OS 1011/22) - Bar association boycott, no work. Adjourned. Sare.

Marripudi - not reached, judge spent the whole day on another matter. Nothing new.
"""


def test_typed_day_note_gives_one_entry_per_paragraph_dated_by_its_header():
    entries = split_document(doc(TYPED_DAY), file_name="sai_court_notes_2025-06-10.txt", vocabulary=["Marripudi"])
    assert [e.text for e in entries] == [
        "Rasheed Pervez (tenant) (OS 1302/24) - Mylavarapu sought time - their witness not ready. Ayyo.",
        "Nausheen partition (OS 1011/22) - Bar association boycott, no work. Adjourned. Sare.",
        "Marripudi - not reached, judge spent the whole day on another matter. Nothing new.",
    ]
    assert {e.hearing_date for e in entries} == {"2025-06-09"}  # the header beats the file name
    assert {e.date_source for e in entries} == {"note_header"}
    assert {e.author for e in entries} == {"Sai"}
    assert {e.doc_type for e in entries} == {"typed_note"}
    assert entries[0].case_hint == "Rasheed Pervez (tenant) (OS 1302/24)"
    assert entries[2].case_hint == "Marripudi"


DIARY_OCR = """Wednesday 12 March 2025
OS 318/22 Marripudi. PW1 cross by Pantulu for about
40 min. He held up ok - make sure Ex.A7 original
is in the file next time. next date 16.04.2025
Sowjanya partition (OS 214/23) - Not reached.
Lakshmi Annavaram - DW1 done. Their evidence
closed. Now arguments."""


def test_diary_photo_without_blank_lines_splits_at_each_case_name_or_number():
    words = []
    for i, line in enumerate(DIARY_OCR.splitlines()):
        for j, w in enumerate(line.split()):
            words.append(Word(text=w, conf=90, line=i, box=Box(x=10 + 50 * j, y=20 + 40 * i, w=40, h=30)))
    entries = split_document(
        doc(DIARY_OCR, media="image", doc_type="handwritten_note", name="IMG_20250313_101010.jpg", words=words),
        vocabulary=["Lakshmi Annavaram", "Marripudi"],
    )
    assert len(entries) == 3
    assert entries[0].text.startswith("OS 318/22 Marripudi.") and entries[0].text.endswith("next date 16.04.2025")
    assert entries[1].text == "Sowjanya partition (OS 214/23) - Not reached."
    assert entries[2].text == "Lakshmi Annavaram - DW1 done. Their evidence\nclosed. Now arguments."
    assert {e.hearing_date for e in entries} == {"2025-03-12"}  # printed header, not the file name
    assert {e.date_source for e in entries} == {"page_header"}
    assert entries[0].next_date == "2025-04-16"  # "next date" is never the hearing date
    assert {e.doc_type for e in entries} == {"handwritten_note"}
    assert {e.author for e in entries} == {None}  # unsigned: the pipeline defaults to the lawyer
    # Regions are the union of the words of each entry's lines.
    assert entries[0].region == Box(x=10, y=60, w=540, h=110)  # lines 1-3; the longest has 11 words
    assert entries[1].region.y == 20 + 40 * 4 and entries[1].region.h == 30


DOCX_ONE_CASE = """Lakshmi Annavaram - DW1 done. Confronted with the 6 challans, he said 'I cannot say'.

Prepare a table of invoice / challan / exhibit numbers for the judge. -Sai
"""


def test_one_case_docx_note_stays_one_entry_dated_and_named_by_its_file():
    entries = split_document(doc(DOCX_ONE_CASE, media="docx"), file_name="OS_1043-21_2025-04-23.docx")
    assert len(entries) == 1
    e = entries[0]
    assert e.text == DOCX_ONE_CASE.strip()
    assert e.hearing_date == "2025-04-23" and e.date_source == "file_name"
    # the case hint is the text's own; the file name's number is a weaker cue the pipeline adds at filing
    assert e.case_hint == "Lakshmi Annavaram"
    assert e.author == "Sai"


ORDER_SHEET = """IN THE COURT OF THE IV ADDITIONAL CHIEF JUDGE, CITY CIVIL COURT, HYDERABAD
O.S. No. 1043 of 2021
PROCEEDINGS SHEET
19.03.2025: DW1 present. Partly cross-examined by counsel for plaintiff. Call on 23.04.2025.
23.04.2025: DW1 further cross-examined and discharged. Defendants' evidence closed.
For arguments, call on 16.07.2025.
16.07.2025: Not reached. Call on 24.09.2025.
Certified to be true copy
Copyist 25.07.2025
"""


def test_order_sheet_gives_one_entry_per_docket_row_by_the_court():
    entries = split_document(doc(ORDER_SHEET, media="image", doc_type="other", name="scan.jpg"))
    assert [e.hearing_date for e in entries] == ["2025-03-19", "2025-04-23", "2025-07-16"]
    assert [e.next_date for e in entries] == ["2025-04-23", "2025-07-16", "2025-09-24"]
    assert entries[1].text == (
        "23.04.2025: DW1 further cross-examined and discharged. Defendants' evidence closed.\n"
        "For arguments, call on 16.07.2025."
    )
    assert entries[2].text == "16.07.2025: Not reached. Call on 24.09.2025."  # the certificate is not a row
    assert {e.author for e in entries} == {"court"}
    assert {e.doc_type for e in entries} == {"order_sheet"}
    assert {e.date_source for e in entries} == {"docket"}
    assert all("O.S. No. 1043 of 2021" in e.case_hint for e in entries)


def test_bare_docket_rows_take_their_case_from_a_certified_copy_file_name():
    text = "09.06.2025: Written statement filed. For framing of issues, call on 14.07.2025.\n"
    entries = split_document(doc(text), file_name="CC_OS_377-22_2025-06-13.txt")
    assert len(entries) == 1 and entries[0].doc_type == "order_sheet"
    assert entries[0].hearing_date == "2025-06-09"  # the docket date, not the copy's date in the name
    assert entries[0].case_hint == "OS 377/22"


def test_note_without_header_is_dated_by_its_file_name_and_next_date_is_not_the_hearing():
    text = "Silveroak park WP (WP 18342/24) - Judge on leave. next date 02.09.2026"
    entries = split_document(doc(text), file_name="court_notes_2026-07-01.txt")
    assert entries[0].hearing_date == "2026-07-01" and entries[0].date_source == "file_name"
    assert entries[0].next_date == "2026-09-02"


def test_note_with_no_date_anywhere_has_no_hearing_date():
    entries = split_document(doc("Marripudi - not reached."), file_name="scribble.txt")
    assert entries[0].hearing_date is None


def test_printed_diary_header_over_two_lines_dates_the_page_and_is_not_an_entry():
    text = "2025   MARCH   Adv. Sharvani Rao\nI2  Wednesday\nVijaya Kothamasu gift deed (OS 1520/23) - Duvvuri filed\nvakalat. Tension ledu."
    entries = split_document(doc(text, media="image", doc_type="handwritten_note"), file_name="IMG_20250313_1.jpg")
    assert len(entries) == 1
    assert entries[0].text.startswith("Vijaya Kothamasu")
    assert (entries[0].hearing_date, entries[0].date_source) == ("2025-03-12", "page_header")


def test_a_docket_date_wrapped_after_call_on_continues_its_row():
    text = (
        "O.S. No. 1043 of 2021\nDOCKET PROCEEDINGS\n"
        "19.03.2025: DW1 present. Partly cross-examined. Call on\n23.04.2025.\n"
        "23.04.2025: DW1 discharged.\nCopy applied on: 25.04.2025 Copyist / Section Officer\nERTIFIED TOBE\n"
    )
    entries = split_document(doc(text, media="image", doc_type="order_sheet"))
    assert [e.hearing_date for e in entries] == ["2025-03-19", "2025-04-23"]
    assert entries[0].next_date == "2025-04-23"
    assert entries[1].text == "23.04.2025: DW1 discharged."


def test_an_unreadable_diary_header_is_skipped_and_the_file_name_dates_the_page():
    text = "2025JUNE Adv. Sharvani Rao\nO9 Mon\nYenugula partition (OS 1180/21) - PW1 affidavit filed."
    entries = split_document(doc(text, media="image", doc_type="handwritten_note"), file_name="IMG_20250609_114741.jpg")
    assert [e.text for e in entries] == ["Yenugula partition (OS 1180/21) - PW1 affidavit filed."]
    assert entries[0].hearing_date == "2025-06-09"


def test_a_titled_word_note_with_its_date_of_hearing_line_stays_one_entry():
    text = (
        "Mehdipatnam injunction (OS 233/25)\n"
        "Date of hearing: 26.11.2026    Note by: Sai\n"
        "IA 588/25 (interim injunction) - reply to the counter filed.\n"
        "Adjourned to 03.12.2026 for orders on the IA."
    )
    (entry,) = split_document(doc(text, media="docx"), file_name="OS_233-25_2026-11-20.docx")
    assert entry.text == (
        "Mehdipatnam injunction (OS 233/25)\nIA 588/25 (interim injunction) - reply to the counter filed.\n"
        "Adjourned to 03.12.2026 for orders on the IA."
    )
    assert (entry.hearing_date, entry.date_source) == ("2026-11-26", "note_header")  # beats the file name
    assert entry.next_date == "2026-12-03"
    assert entry.author == "Sai"
    assert entry.case_hint.startswith("Mehdipatnam injunction (OS 233/25)")


HC_ORDERS = """HIGH COURT OF JUDICATURE AT EXAMPLE BENCH
Court No. - 14
Case :- CRIMINAL MISC. BAIL APPLICATION No. - 77 of 2026
Applicant :- A. Person
Hon'ble C.D. Judge,J.
Heard learned counsel. Ten days' time to obtain instructions. List on 24.02.2026.

Order Date :- 10.2.2026
SKS
HIGH COURT OF JUDICATURE AT EXAMPLE BENCH
Court No. - 14
Case :- CRIMINAL MISC. BAIL APPLICATION No. - 77 of 2026
Hon'ble C.D. Judge,J.
Counter affidavit served in Court today. One week for rejoinder. List on 03.03.2026.

Order Date :- 24.2.2026
SKS
"""


def test_court_orders_dated_at_their_foot_are_one_hearing_each():
    entries = split_document(doc(HC_ORDERS, media="pdf", doc_type="other"), file_name="77-2026 orders.pdf")
    assert [(e.hearing_date, e.next_date) for e in entries] == [("2026-02-10", "2026-02-24"), ("2026-02-24", "2026-03-03")]
    assert {(e.kind, e.doc_type, e.author, e.date_source) for e in entries} == {("hearing", "order_sheet", "court", "order_date")}
    assert all(e.case_hint == "Case :- CRIMINAL MISC. BAIL APPLICATION No. - 77 of 2026" for e in entries)
    assert entries[1].text.startswith("HIGH COURT") and entries[1].text.endswith("Order Date :- 24.2.2026\nSKS")


def test_a_short_dated_line_heads_the_page_and_the_matter_below_is_the_same_hearing():
    text = "9/9 HC Ct.9 -\nOS 318/22 item 63 - not reached. Next 17/11.\n\nYenugula partition (OS 1180/21) - adjourned."
    entries = split_document(doc(text, media="image", doc_type="handwritten_note"), file_name="IMG-20250910-WA0002.jpg")
    assert [e.text.split("\n")[0] for e in entries] == ["9/9 HC Ct.9 -", "Yenugula partition (OS 1180/21) - adjourned."]
    assert {e.hearing_date for e in entries} == {"2025-09-09"}  # the year from the day it was received
    assert entries[0].next_date == "2025-11-17"


def test_a_note_opening_with_its_date_is_dated_by_it_and_a_single_dated_line_is_not_an_order_sheet():
    (e,) = split_document(doc("15.05.2025 - MACT Ct. 2 - MACP 233/2024 - issues framed. Next 24.07.2025."),
                          file_name="mact.txt")
    assert (e.hearing_date, e.date_source, e.doc_type, e.author) == ("2025-05-15", "note_header", "typed_note", None)
    (f,) = split_document(doc("OS 318/22 - 13.05.2025 - WS filed. Next 10.07.2025."), file_name="Doc1.docx")
    assert f.hearing_date == "2025-05-13"


def test_after_a_blank_line_a_paragraph_opening_with_a_case_alias_is_a_matter_of_its_own():
    text = ("7/8 - family ct + ACJM-3\n\nfamily ct - Kotagiri (512/25): husband came, time for reply. next 25/9.\n\n"
            "ACJM-3 Marripudi: summons served, accused absent again. next 25/9.\n\n"
            "Client to be told about the costs.")
    entries = split_document(doc(text, media="image", doc_type="handwritten_note"),
                             file_name="IMG-20250808-WA0005.jpg", paragraph_heads=["Marripudi", "Kotagiri"])
    assert [e.text.split("\n\n")[-1][:9] for e in entries] == ["family ct", "Client to"]
    assert entries[1].text.startswith("ACJM-3 Marripudi")  # named a few words in: still a matter of its own
    assert {e.hearing_date for e in entries} == {"2025-08-07"}
    one = split_document(doc(text, media="image", doc_type="handwritten_note"), file_name="IMG-20250808-WA0005.jpg")
    assert len(one) == 1  # without the alias nothing marks the last matter (the first joins the day line)


def test_a_word_note_headed_by_its_case_number_is_one_entry_dated_by_its_heading():
    text = ("S.T. No. 310/2023 - State v. A. Person & ors. - Ct. 7\nDW-2 B. Person (lineman, the sub-station) - 16.07.2026"
            "\n\nChief: produced the register.\n\nCross by the APP:\n- Register is a copy.\n\nArguments 17.09.2026. - Sai")
    (e,) = split_document(doc(text, media="docx"), file_name="ST310-23 cross DW2.docx")
    assert (e.hearing_date, e.author) == ("2026-07-16", "Sai") and e.text.endswith("- Sai")
    # a short date line under the title is the note's header; the title stays the note's first line
    (f,) = split_document(doc("Marripudi\n12.03.2025\nPW1 cross concluded. Next 20.04.2025.", media="docx"),
                          file_name="Doc1.docx")
    assert f.text.startswith("Marripudi\nPW1 cross") and f.hearing_date == "2025-03-12"


def test_a_matter_whose_blank_line_ocr_lost_still_starts_at_its_bracketed_case_number():
    text = ("Sowjanya refund (OS 1066/24) - Not reached, long list.\n\nSaldanha pension WP (WP 27730/24) - Not reached.\n"
            "Dr. Bhagavatula CRP (CRP 3065/25) - Admitted, notice\nordered. The judge asked why we came late.")
    entries = split_document(doc(text, media="image", doc_type="handwritten_note"), file_name="IMG_20260608_135940.jpg")
    assert [e.text.split(" - ")[0] for e in entries] == [
        "Sowjanya refund (OS 1066/24)", "Saldanha pension WP (WP 27730/24)", "Dr. Bhagavatula CRP (CRP 3065/25)"]
    assert entries[2].text.endswith("came late.")
