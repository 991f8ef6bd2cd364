"""A diary page about two matters heard in different court rooms, each on a line of its own that opens with its room
("Ct 4 - …") and ends with its next date ("… ND 9.4.26"), is split per matter, so each is filed under its case;
a remark below ("Both listed together - …") stays with the matter above. Notes written for this test, in other words
than the data sets."""

from __future__ import annotations

from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import split_document

REGISTERED = ["Crl.A. 51/2025", "W.P. 212/2026", "O.S. 77/2024"]


def _split(text: str, vocabulary: list[str] = REGISTERED, heads: list[str] = ()) -> list[str]:
    doc = Document(source_name="IMG_7012.jpg.txt", media="text", doc_type="handwritten_note",
                   pages=[Page(number=1, text=text)])
    return [e.text for e in split_document(doc, file_name="IMG_7012.jpg.txt", vocabulary=vocabulary,
                                           paragraph_heads=list(heads))]


def test_two_rooms_each_ending_with_its_next_date_are_two_matters():
    text = ("12/3/26 Wed  HC\n"
            "Ct 4 - Gurmopa Crl.A 51: APP sought time. Bench annoyed. ND 9.4.26\n"
            "Ct 7 - Mehrunissa WP 212: reply filed, counter awaited. ND 9.4.26\n"
            "Both listed together - tell clerk.\n")
    first, second = _split(text)
    assert "Crl.A 51" in first and "WP 212" not in first, first
    assert second.startswith("Ct 7 - Mehrunissa WP 212") and "tell clerk" in second, second


def test_a_room_line_naming_the_second_case_by_its_alias_is_its_own_matter():
    text = ("4/11/26 HC\n"
            "Court No. 3 - Thangam appeal: paper book not ready, next 2.12.26 for args\n"
            "Court No. 9 - Lalrin writ: notice served on R2, Govt counsel sought time, ND 16/12/26\n")
    first, second = _split(text, vocabulary=["Thangam appeal", "Lalrin writ"],
                           heads=["Thangam appeal", "Lalrin writ"])
    assert "Thangam" in first and "Lalrin" not in first, first
    assert second.startswith("Court No. 9 - Lalrin writ"), second


def test_a_room_line_about_the_same_case_stays_in_its_matter():
    text = ("12/3/26 Wed\n"
            "Ct 4 - Gurmopa Crl.A 51: APP sought time. ND 9.4.26\n"
            "Ct 4 - Crl.A 51 again at 3 pm: passed over, ND stays 9.4.26\n")
    (only,) = _split(text)
    assert "passed over" in only, only


def test_a_line_ending_with_the_next_date_does_not_split_off_a_remark_headed_by_a_dash():
    text = ("12/3/26 Wed  HC\n"
            "Ct 4 - Gurmopa Crl.A 51: APP sought time. ND 9.4.26\n"
            "Listed with the bail plea - ask clerk to mention it.\n")
    (only,) = _split(text)
    assert "ask clerk" in only, only


def test_a_room_line_without_a_registered_case_stays_in_its_matter():
    text = ("12/3/26 Wed  HC\n"
            "Ct 4 - Gurmopa Crl.A 51: APP sought time. ND 9.4.26\n"
            "Ct 6 - mentioned the clash to the registrar, he noted it\n")
    (only,) = _split(text)
    assert "registrar" in only, only
