"""Counts, yes/no and amounts asked in a lawyer's words: a count the notes state in so many words when no single
adjournment was read as one. A small invented practice (a municipal licence writ, a salary claim)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line as first

NOTES = [
    ("W1", "2025-01-08", "Ct 4 - Dsouza hawker licence WP - notice issued, Corporation's counsel to file counter. ND 5.2.25"),
    ("W1", "2025-02-05", "Ct 4 - Dsouza WP - Corpn counsel: commissioner on tour, no instructions. ND 12.3.25"),
    ("W1", "2025-06-18", "Ct 4 - Dsouza WP - Corporation's counsel finally present today (after four adjournments of "
     "theirs). Argued fully. Reserved."),
]


def build(practice) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CD", name="Lawrence Dsouza"))
    reg.add_case(Case(id="W1", number="W.P. No. 901 of 2024", short_name="Dsouza hawker licence writ",
                      title="Lawrence Dsouza vs Municipal Corporation of Ponda", client_id="CD",
                      court="High Court, Court No. 4", side="petitioner"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("status7") / "home"
    with Practice.open(path) as p:
        build(p)
    with Practice.open(path, create=False) as p:
        yield p


@pytest.mark.parametrize("text", [
    "dsouza hawker licence writ - how many adjournments did the corporation side take?",
    "Dsouza hawker licence writ me kitne adjournment liye unhone?",
])
def test_a_count_the_notes_state_is_given_not_none(pr, text):
    a = pr.ask(text, today="2025-07-01")
    line = first(a).lower()
    assert not line.startswith("none") and ("four" in line or "4" in line), a.answer
