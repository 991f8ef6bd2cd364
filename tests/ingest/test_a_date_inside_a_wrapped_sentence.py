"""A note whose first line runs on into the second ("… the next date is\\n14.09.2026 for …") is not dated by the date
that opens its second line: that date is inside the sentence (the next date told), not a day line under a title. A
short title over a day line still dates the note by it.

Invented names and text."""

from __future__ import annotations

import pytest

from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import split_document


def doc(text: str) -> Document:
    return Document(source_name="n.txt", media="text", doc_type="typed_note", pages=[Page(number=1, text=text, words=[])])


@pytest.mark.parametrize("text", [
    # English prose wrapped at the page's width
    "Vellanki OS 44/25 - update. I had written ND 20.9 in the diary, that was a mistake. The clerk confirmed: next date is\n"
    "14.09.2026 for DW1. Client told.\n",
    # Hinglish: the line ends on the word that leads into the date
    "Thozhur appeal 12/24 - reader se pucha, galti se 20.9 likha tha, sahi agli tarikh\n14.09.2026 hai\n",
])
def test_a_date_opening_a_line_the_first_runs_on_into_does_not_date_the_note(text):
    entries = split_document(doc(text), file_name="update.txt", vocabulary=["Vellanki", "Thozhur"])
    assert entries and all(e.hearing_date != "2026-09-14" for e in entries), [(e.hearing_date, e.text) for e in entries]


def test_a_short_title_over_a_day_line_still_dates_the_note():
    text = "Pirangut rent matters\n14.09.2026 (mon) - RCP 8/25 tenant absent, ex parte evidence. Next 30.10.2026\n"
    entries = split_document(doc(text), file_name="rent.txt", vocabulary=["Pirangut"])
    assert entries and entries[0].hearing_date == "2026-09-14"
