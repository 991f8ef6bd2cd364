"""How many times a counsel took time: when a note itself counts them ("his 3rd time for time"), and the rules read
fewer up to that day (one was written in words no rule reads), the note's own count is the answer, said as the note's.

Own small practice, invented names and words."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Harish Gawde"))
    reg.add_case(Case(id="K1", number="R.C.S. No. 41 of 2025", short_name="Shinde godown suit",
                      title="Shinde vs Malvankar", counsel_id="OC1", side="plaintiff"))
    notes = [
        ("2026-01-12", "Shinde godown suit - Gawde said his papers are with the client, put it to the next date. ND 9/2"),
        ("2026-02-09", "Shinde godown suit - Gawde sought time, senior busy. ND 16/3"),
        ("2026-03-16", "Shinde godown suit - arguments. Gawde not ready, court said last time. ND 20/4. "
                       "Gawde's 3rd time for time in this suit."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"shinde {day}.txt", case_id="K1", date=day, author="Junior")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "count-the-notes-state", build)


@pytest.mark.parametrize("question", [
    "Gawde ne Shinde godown suit mein kitni baar time liya?",
    "how many times did Gawde take time in the Shinde godown suit?",
])
def test_the_notes_own_count_of_a_counsels_times_is_the_answer(pr, question):
    line = first_line(pr.ask(question, today="2026-05-01"))
    assert line.startswith("Three times"), line
