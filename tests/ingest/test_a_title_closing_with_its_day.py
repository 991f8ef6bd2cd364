"""A typed note's title often closes with the day it is about, its last part after a dash: "<case> (<A> vs <B>) —
<court> — 14.07.2031", "<forum> - <case> - 14.07.2031". That day is the hearing's. A title whose last date is told by a
next-date phrase or by a word that makes it a paper's or an event's ("next date - …", "notice dated - …") is not
dated by it.

Invented names and text."""

from __future__ import annotations

import pytest

from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import split_document


def note(text: str) -> Document:
    return Document(source_name="note.docx", media="docx", doc_type="typed_note",
                    pages=[Page(number=1, text=text, words=[])])


@pytest.mark.parametrize("title", [
    "O.S. No. 311/2031 (Velmuthazhagan vs Kandaswaroopan) — Principal District Munsif, Vellakoilpatti — 14.07.2031",
    "Labour Court, Hubballi - Ref. 88/2031 - 14.07.2031",
    "ಓ.ಎಸ್. 311/2031 ಗುರುಶಾಂತಪ್ಪನವರ ವಿರುದ್ಧ ಹೊನ್ನಮ್ಮಗೌಡ್ತಿ - 14.07.2031",
])
def test_the_day_closing_a_title_dates_the_hearing(title):
    entries = split_document(note(title + "\nWS filed today; the other side sought time.\nND 20.08.2031 for issues.\n"),
                             file_name="note.docx")
    assert [e.hearing_date for e in entries] == ["2031-07-14"], [(e.hearing_date, e.text) for e in entries]


@pytest.mark.parametrize("title", [
    "Velmuthazhagan suit - next date - 14.08.2031",
    "Velmuthazhagan suit - ND - 14.08.2031",
])
def test_a_told_day_closing_a_title_does_not_date_it(title):
    entries = split_document(note(title + "\nDraft sent to the client for approval.\n"), file_name="note.docx")
    assert all(e.hearing_date not in ("2031-07-14", "2031-08-14") for e in entries), [(e.hearing_date, e.text) for e in entries]
