"""A counsel called by a three-letter surname ("Jha sahab", "Dey babu") is named by it: the notes' lines that call
them so are what the notes say of their ways. Invented practice, other names than the data sets."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("2025-03-04", "Bhagat eviction - PW1 cross by Jha 20 min. Jha: client abroad, needs time for documents."),
    ("2025-04-15", "Bhagat eviction - DW1 absent. Jha again: witness in hospital. Costs 700 imposed."),
    ("2025-06-10", "Bhagat eviction - Jha did not come, proxy sought date. Court annoyed."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OJ", name="Adv. Shashank Mohan Jha"))
    reg.add_case(Case(id="E2", number="R.C. No. 14 of 2024", short_name="Bhagat eviction",
                      title="Bhagat vs Choudhary", counsel_id="OJ", side="petitioner"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"E2 {day}.txt", case_id="E2", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-short-surname", build)


def test_a_three_letter_surname_typed_names_the_counsel_in_the_notes(pr):
    a = pr.ask("jha sahab ki bhagat eviction mein kya aadat hai?", today="2025-07-01")
    assert "proxy" in first_line(a) and "witness in hospital" in a.answer, a.answer
