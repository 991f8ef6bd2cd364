"""A witness a note names with no side's number, by the evidence they gave, in any language ("<name> yanche
affidavit of evidence aale", "<name> ki gawahi hui", "<name> garu saakshyam icharu", "<name> examined in chief"),
is a witness event with its name and no number; a party's role, a word that opens a sentence, or a numbered
witness's line (read by its number) is none of these. Invented text and names, written for these tests."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract


def _witnesses(text: str, people: People | None = None) -> list[tuple[str | None, str | None]]:
    events = extract(Record(entry_id=1, text=text, case_ids=["C1"], record_date="2026-05-11",
                            people=people or People()))
    return [(e.witness, e.name) for e in events if e.kind == "witness"]


@pytest.mark.parametrize("text, name", [
    ("Company tarfe coordinator Tanmay Dhurandhar yanche affidavit of evidence aale. ND 17/11/26", "Tanmay Dhurandhar"),
    ("Aaj Kolekar ki gawahi hui.", "Kolekar"),  # Hindi in Latin letters
    ("Tembhurne garu saakshyam icharu.", "Tembhurne"),  # Telugu in Latin letters
    ("Dr. Dhurandhar examined in chief; proved the injury report.", "Dhurandhar"),
])
def test_a_witness_with_no_number_is_named_by_the_evidence_given(text, name):
    assert (None, name) in _witnesses(text)


@pytest.mark.parametrize("text", ["Complainant che affidavit of evidence dakhal.",
                                  "The Court examined the record and reserved orders."])
def test_a_role_or_the_court_is_no_named_witness(text):
    assert [w for w in _witnesses(text) if w[0] is None] == []


def test_a_numbered_witness_is_read_once_by_number():
    assert _witnesses("PW2 Kolekar examined in chief.") == [("PW-2", "Kolekar")]
