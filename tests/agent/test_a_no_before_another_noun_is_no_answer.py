"""A "no" before a noun negates that noun, not the line: "shows no other default after the first instalment was
paid" is no "No" to "was the first instalment paid?".

The yes or no of a line was read from any "no" in it, so a line that says the thing asked was done, beside "no other
<thing>", answered "No —". A "no" counts when its noun is the thing asked ("no instalment paid") or no one ("no one
came"); otherwise it says nothing of the thing asked.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="N1", number="O.S. No. 612 of 2025", short_name="Kattimani recovery suit",
                      title="Vellodi Finance vs Bhuvanesh Kattimani", side="defendant"))
    reg.add_case(Case(id="N2", number="O.S. No. 618 of 2025", short_name="Zeenathbi recovery suit",
                      title="Vellodi Finance vs Zeenathbi", side="defendant"))
    practice.ingest_text("Kattimani recovery - bank statement shows no other default after the first instalment was "
                         "paid by our client. Next 18.08.2026.", name="note N1.txt", case_id="N1",
                         date="2026-07-07", author="Lawyer")
    practice.ingest_text("Zeenathbi recovery - no instalment paid by our client so far. Next 19.08.2026.",
                         name="note N2.txt", case_id="N2", date="2026-07-08", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "a-no-before-another-noun", build)


@pytest.mark.parametrize("question", [
    "Kattimani recovery suit me first instalment paid hua kya?",
    "was the first instalment paid in the Kattimani recovery suit?",
])
def test_a_no_of_another_thing_is_no_no(pr, question):
    a = pr.ask(question, today="2026-07-20")
    assert not first_line(a).startswith(("No —", "No -")), a.answer


def test_a_no_of_the_thing_asked_is_a_no(pr):
    a = pr.ask("Zeenathbi recovery suit me instalment paid hua kya?", today="2026-07-20")
    assert first_line(a).startswith("No"), a.answer
