"""A line headed by a person's name and a dash that ends with the next date the hearing above has not told ("<counsel> -
sought time for cross, granted. ND 7.1.27") is that hearing's last line, no matter of its own. A line headed by a case
("<party> suit - …", "<name> 138 - …") or below a hearing that has told its next date still opens the next matter.

Invented names and text."""

from __future__ import annotations

from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import split_document


def doc(text: str) -> Document:
    return Document(source_name="n.txt", media="text", doc_type="typed_note", pages=[Page(number=1, text=text, words=[])])


def test_counsel_heading_the_next_date_line_stays_in_the_hearing():
    text = ("12.10.26 - Zelvorin 138\n"
            "PW1 chief affidavit filed. Ex.P1 to P5 marked.\n"
            "Kestrup - cross ke liye samay maanga, judge ne diya. ND 7.1.27\n")
    entries = split_document(doc(text), file_name="IMG_20261012_170000.jpg", vocabulary=["Zelvorin 138"],
                             paragraph_heads=["Zelvorin"])
    assert len(entries) == 1, [e.text for e in entries]


def test_a_tamil_diary_line_by_the_other_side_s_counsel_stays_in_the_hearing():
    text = ("12.10.26 - Zelvorin suit\n"
            "PW1 சாட்சியம் முடிந்தது. ஆவணங்கள் குறிக்கப்பட்டன.\n"
            "Kestrup - குறுக்கு விசாரணைக்கு அவகாசம் கேட்டார். ND 7.1.27\n")
    entries = split_document(doc(text), file_name="IMG_20261012_170000.jpg", vocabulary=["Zelvorin suit"],
                             paragraph_heads=["Zelvorin"])
    assert len(entries) == 1, [e.text for e in entries]


def test_a_case_head_after_a_hearing_without_its_next_date_still_opens_a_matter():
    text = ("12.10.26 - Zelvorin 138\n"
            "PW1 chief affidavit filed.\n"
            "Ottilio suit - WS filed, adjourned. ND 9.1.27\n")
    entries = split_document(doc(text), file_name="IMG_20261012_170000.jpg", vocabulary=["Zelvorin 138"],
                             paragraph_heads=["Zelvorin"])
    assert len(entries) == 2, [e.text for e in entries]
