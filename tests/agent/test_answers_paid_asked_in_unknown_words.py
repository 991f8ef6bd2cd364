"""Whether money was paid, asked with the question's own words for "something" and "has paid" in a language the
rules do not read ("… kichu paisa bhoreche ki interim er?"): those words no record of the matter holds are no thing a
line must hold; the act (paid) and the thing it is asked of (interim) are, and the line that states the payment
answers it — not "No record".

A small practice written for these tests (one maintenance case), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="M1", number="M.C. No. 45 of 2025", short_name="Lata maintenance",
                      title="Lata Gokhale vs Suresh Gokhale", side="petitioner"))
    notes = [
        ("2026-01-10", "Lata maintenance - interim maintenance Rs 5,000 pm granted from filing."),
        ("2026-03-05", "Lata maintenance - nothing paid of interim so far, arrears Rs 25,000."),
        ("2026-06-02", "Lata maintenance - Suresh paid Rs 15,000 towards interim arrears today in court."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="M1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "paid-unknown-words", build)


def test_a_payment_asked_in_unknown_words_is_answered_from_the_line_that_states_it(pr):
    a = pr.ask("Lata maintenance e Suresh kichu paisa bhoreche ki interim er?", today="2026-07-01")
    line = first_line(a)
    assert "No record" not in line and "15,000" in line, a.answer
