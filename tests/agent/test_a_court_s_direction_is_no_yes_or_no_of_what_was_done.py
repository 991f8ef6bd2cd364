"""A court's direction says what a party must (not) do, never whether it was done: no "No" from its "shall not".

"Has the landlord kept the shutter open?" of a matter whose only line on it is the order "the respondent shall keep
the shutter open from 9 a.m. to 8 p.m. and shall not obstruct the staircase": the "not" of the second direction made
the answer "No — <the order>", as if the order said the shutter was shut. A direction is quoted without a yes or a
no; a later note that says what was done is the line the answer quotes.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

_ORDER = ("ORDER\nHeard. Pending disposal of the suit, the respondent shall keep the shutter of the godown open from 9 a.m. "
          "to 8 p.m. on working days and shall not obstruct the staircase. Call on {next}.")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="D1", number="O.S. No. 233 of 2025", short_name="Kattimani godown suit",
                      title="Bhuvanesh Kattimani vs Sarangapani Vellodi", side="plaintiff"))
    reg.add_case(Case(id="D2", number="O.S. No. 240 of 2025", short_name="Zeenathbi godown suit",
                      title="Zeenathbi vs Pulimoottil Hamsa", side="plaintiff"))
    practice.ingest_text(_ORDER.format(next="15.07.2026"), name="order D1.txt", case_id="D1", date="2026-05-12",
                         author="Court")
    practice.ingest_text(_ORDER.format(next="16.07.2026"), name="order D2.txt", case_id="D2", date="2026-05-13",
                         author="Court")
    practice.ingest_text("Zeenathbi godown - client says the shutter is open every day now from 9 a.m.",
                         name="note D2.txt", case_id="D2", date="2026-06-02", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "a-court-s-direction-is-no-yes-or-no", build)


@pytest.mark.parametrize("question", [
    "Kattimani godown suit - shutter open rakha hai kya?",
    "Kattimani godown suit lo shutter open chesara?",
])
def test_a_direction_alone_is_quoted_without_a_no(pr, question):
    a = pr.ask(question, today="2026-06-20")
    assert not first_line(a).startswith(("No —", "No -")), a.answer


def test_a_note_of_what_was_done_answers(pr):
    a = pr.ask("Zeenathbi godown suit - shutter open rakha hai kya?", today="2026-06-20")
    line = first_line(a)
    assert not line.startswith(("No —", "No -")), a.answer
    assert "every day now" in line, a.answer
