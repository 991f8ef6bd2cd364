"""A Word note under a case's title whose next line opens with the day and closes on a later one ("15.07.2031: DW1
chief affidavit filed; cross on 29.07.2031.") is of the day it opens with: the closing date is the next step's, not
the note's. Before, the add-notes row said "filed under … hearing 29.07.2031" — a hearing two weeks after the day
the lawyer dropped the note — for a note written on the 15th."""

from __future__ import annotations

import pytest

from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import split_document


def _split(text: str):
    doc = Document(source_name="hearing note.docx", media="docx", pages=[Page(number=1, text=text)],
                   doc_type="typed_note")
    return split_document(doc)


@pytest.mark.parametrize("text", [
    "O.S. 518/2029 - Principal Senior Civil Judge, Nandyal\n"
    "03.03.2027: DW1 chief affidavit filed; cross on 17.03.2027.\nప్రతివాది సాక్షి హాజరు కాలేదు.",
    "C.C. 902/2028 - JMFC Kasargod\n03.03.2027 - accused absent. Warrant on 17.03.2027.\nപ്രതി ഹാജരായില്ല.",
])
def test_the_day_a_line_opens_with_dates_the_note_not_the_day_it_closes_on(text):
    entries = _split(text)
    assert [e.hearing_date for e in entries] == ["2027-03-03"]


def test_a_heading_line_closing_on_its_date_still_dates_the_note():
    entries = _split("S.C. 77/2026 - State v. Ojasvi Thembrekar - Ct. 4\nPW-3 Ojasvi Zirpekar (patwari) - 16.07.2026\n"
                     "Chief completed; cross deferred.")
    assert [e.hearing_date for e in entries] == ["2026-07-16"]
