"""A typed note that opens with its day is one hearing, even when a later line opens with a date: the line above
ends on a comma or a semicolon, or the date is followed by a postposition typed in Latin letters ("3.2.26 na …",
"3.2.26 ko …", "3.2.26 la …": on that day). Neither makes the note an order sheet of dated rows."""

from __future__ import annotations

import pytest

from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import is_docket_row, split_document


def _note(text: str) -> Document:
    return Document(source_name="n.txt", media="text", doc_type="typed_note",
                    pages=[Page(number=1, text=text, kind="text", engine="plain")])


@pytest.mark.parametrize("joint, second", [
    (";", "3.2.26 na Subbanna gate ki chain vesadu ani cheppadu."),
    (",", "3.2.26 the gate was chained by Subbanna, he said."),
    ("", "3.2.26 ko Subbanna ne gate pe chain lagayi, usne kaha."),
    ("", "3.2.26 la Subbanna ne gate la kulup lavla, to mhanala."),
])
def test_a_date_inside_the_witness_account_does_not_split_the_note(joint, second):
    text = ("14.5.26 Nandyal orchard case\n"
            "PW2 Thummala Yashopa (orchard watchman) - in 2024-25 the fruit was picked by Venkatappa" + joint + "\n"
            + second + "\nCross - unshaken.\nNext 12.8.26\n")
    entries = split_document(_note(text), file_name="n.txt")
    assert len(entries) == 1
    assert "Subbanna" in entries[0].text and "Thummala Yashopa" in entries[0].text


def test_an_order_sheets_rows_still_split():
    text = "ORDER SHEET\n14.05.2026 Parties present. Issues framed.\n03.06.2026 PW1 examined. Adjourned.\n"
    assert len(split_document(_note(text), file_name="n.txt")) == 2


def test_a_latin_postposition_is_no_row_but_a_row_word_is():
    assert is_docket_row("3.2.26 na gate ki chain vesadu") is None
    assert is_docket_row("3.2.26 Nandyal orchard case") is not None
