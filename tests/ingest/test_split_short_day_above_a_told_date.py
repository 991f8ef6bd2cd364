"""A note that opens with its own day written short ("14/9 Mon …") and later tells a full date ("Judgment on
02.10.2025.") keeps every line: the told date is no page header, and the lines above it are the note's, not a header's.
A note written for this test, in other words than the data sets."""

from __future__ import annotations

from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import split_document


def doc(text: str) -> Document:
    return Document(source_name="IMG_5521.jpg.txt", media="text", doc_type="handwritten_note",
                    pages=[Page(number=1, text=text)])


def test_a_full_date_told_on_the_third_line_does_not_swallow_the_short_day_and_the_hearing_above_it():
    text = ("14/9 Mon Ct 6 Bhandari RSA\n"
            "Arguments closed. Bench: \"where is the sale deed of 1988?\"\n"
            "Judgment on 02.10.2025.\n"
            "Client's nephew came along.\n")
    (entry,) = split_document(doc(text), file_name="IMG_5521.jpg.txt", vocabulary=["Bhandari"],
                              paragraph_heads=["Bhandari"])
    assert "sale deed of 1988" in entry.text, entry.text
    assert entry.record_date != "2025-10-02", entry.record_date


def test_a_printed_date_header_without_a_short_day_above_still_heads_the_page():
    text = "Court diary\n03.03.2025\nBhandari RSA - notice issued. Next 20.03.2025.\n"
    (entry,) = split_document(doc(text), file_name="IMG_5522.jpg.txt", vocabulary=["Bhandari"],
                              paragraph_heads=["Bhandari"])
    assert entry.record_date == "2025-03-03", entry.record_date
