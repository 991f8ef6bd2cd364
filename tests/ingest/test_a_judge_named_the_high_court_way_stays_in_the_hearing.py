"""A line of a hearing's note headed by the judge named as the High Courts write one — "<Name> J", "<Name>, J.",
"<Name> CJ", "Justice <Name>" — goes on about the hearing above (the bench's remark, its last chance, who appeared),
never a matter of its own: the note stays one entry, its order and the counsel it names with it.

Before, "Yeshoda J not happy - …" was read as a new matter headed by an unknown name and a dash, and the rest of
the note was filed apart (under whatever case a name in it fitted). Invented names and text."""

from __future__ import annotations

import pytest

from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import split_document


def doc(text: str) -> Document:
    return Document(source_name="n.txt", media="text", doc_type="typed_note", pages=[Page(number=1, text=text, words=[])])


@pytest.mark.parametrize("judge", ["Kuppuswami J not happy", "Kuppuswami, J.", "Marakkar CJ", "Justice Kuppuswami"])
def test_a_judge_named_with_j_goes_on_about_the_hearing_above(judge):
    text = ("3.9.26 HC - WP 40917/2025 Thirumalesh quarry lease. Counter NOT filed. GA: \"file with the department\".\n"
            f"{judge} - \"final opportunity to the State, counter by next date\". Interim extended.\n"
            "R3 Nallathambi now represented - Sri Ondiveeran Dodderi filed vakalat today.\n"
            "Next 19.10.2026.\n")
    entries = split_document(doc(text), file_name="quarry 3.9.txt", vocabulary=["Thirumalesh", "Nallathambi"])
    assert len(entries) == 1, [e.text for e in entries]
    assert "final opportunity" in entries[0].text and "Ondiveeran" in entries[0].text


def test_another_matter_after_the_judge_line_still_starts():
    text = ("3.9.26 HC - WP 40917/2025 Thirumalesh quarry lease. Kuppuswami J - adjourned.\n"
            "Nallathambi - WA 88/2026 - admitted, notice to R1.\n")
    entries = split_document(doc(text), file_name="hc 3.9.txt", vocabulary=["Thirumalesh", "Nallathambi"])
    assert len(entries) == 2, [e.text for e in entries]
