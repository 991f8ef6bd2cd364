"""A line opened by a note's label ("Note:", "NB -", "নোট:", "குறிப்பு:") that names, in its first words, a registered case the
day's matter above does not name is a note on that case: a part of its own, kept as a note (no hearing of that case
that day), so that the page's hearing files under its own case instead of the whole page waiting for review.

Invented names and text."""

from __future__ import annotations

from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import split_document

NUMBERS = ["Criminal Misc. Bail Application 5127/2026", "Original Suit 77/2025"]


def doc(text: str) -> Document:
    return Document(source_name="n.txt", media="text", doc_type="typed_note", pages=[Page(number=1, text=text, words=[])])


def test_an_english_note_on_another_suit_below_a_bail_hearing_is_a_note_of_its_own():
    text = ("Register - March 2026\n"
            "04.03.26  Bail Appl. 5127/2026 Ottilio Pranjape - Sessions Judge\n"
            "          Case diary not received. PP sought time. Next date 11.03.26\n"
            "Note: O.S. 77 of the Marwadi brothers is on 20.03 - remind them by phone.\n")
    entries = split_document(doc(text), file_name="IMG_20260304_181500.jpg", vocabulary=NUMBERS)
    assert [(e.kind, e.hearing_date) for e in entries] == [("hearing", "2026-03-04"), ("general", None)], \
        [(e.kind, e.hearing_date, e.text) for e in entries]
    assert entries[1].text.startswith("Note: O.S. 77")


def test_a_bengali_note_naming_another_case_by_its_name_is_a_part_of_its_own():
    heads = {"Ottilio bail": ["C1"], "Marwadi suit": ["C2"]}
    text = ("04.03.26 Ottilio bail - কেস ডায়েরি আসেনি। পরের তারিখ 11.03.26\n"
            "নোট: Marwadi suit এর তারিখ 20.03 - মক্কেলকে ফোন করতে হবে।\n")
    entries = split_document(doc(text), file_name="IMG_20260304_181500.jpg", vocabulary=list(heads),
                             paragraph_heads=heads)
    assert [e.kind for e in entries] == ["hearing", "general"], [(e.kind, e.text) for e in entries]


def test_a_note_on_the_same_case_stays_in_its_hearing():
    text = ("04.03.26  Bail Appl. 5127/2026 Ottilio Pranjape - Sessions Judge\n"
            "          Case diary not received. Next date 11.03.26\n"
            "NB - in B.A. 5127 the surety papers are still with the clerk.\n")
    entries = split_document(doc(text), file_name="IMG_20260304_181500.jpg", vocabulary=NUMBERS)
    assert len(entries) == 1 and entries[0].kind == "hearing"


def test_a_note_naming_no_case_stays_in_its_hearing():
    text = ("04.03.26  Bail Appl. 5127/2026 Ottilio Pranjape - Sessions Judge\n"
            "          Case diary not received. Next date 11.03.26\n"
            "Note: fee of Rs. 5000 received in cash.\n")
    entries = split_document(doc(text), file_name="IMG_20260304_181500.jpg", vocabulary=NUMBERS)
    assert len(entries) == 1
