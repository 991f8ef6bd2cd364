"""A witness's name with an initial or a short form and its stop inside it ("PW4 Md. Khurshid Lalremsiami", "PW1
Tenzin G. Ozarde", "PW3 Dr. Bhavyanshi Ch. Pingle") is read whole, not cut at the stop ("Md", "Tenzin"); a stop that ends
the sentence after a name still ends it ("PW1 Omkar. Cross by me …"). Invented text, written for these tests."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract


def _names(text: str) -> list[tuple[str | None, str | None]]:
    events = extract(Record(entry_id=1, text=text, case_ids=["C1"], record_date="2026-10-01", people=People()))
    return [(e.witness, e.name) for e in events if e.kind == "witness"]


@pytest.mark.parametrize("text, name", [
    ("PW4 Md. Khurshid Lalremsiami, the shopkeeper, examined; did not support the prosecution.",
     "Md. Khurshid Lalremsiami"),
    ("PW1 Tenzin G. Ozarde examined in chief - says the accused pushed him.", "Tenzin G. Ozarde"),
    ("PW3 Dr. Bhavyanshi Ch. Pingle, Civil Hospital, proved the injury report.", "Dr. Bhavyanshi Ch. Pingle"),
])
def test_a_stop_inside_a_name_does_not_end_it(text, name):
    assert _names(text)[0][1] == name, _names(text)


def test_a_stop_ending_the_sentence_ends_the_name():
    assert _names("PW1 Omkar. Cross by me: admitted he was not at the spot.")[0][1] == "Omkar"
