""""<person> ki tankhwah kitni saabit hui gawah se?": the salary a witness proved (a note "PW3 … Proved wages
Rs. …") is the sum asked — not the figure the claimant guessed at an earlier hearing, nor a count of anything. A word
for salary typed in an Indian language is money; "saabit" is "proved"; a witness asked by a word for one is the PW
a note names by its letters and number.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="A1", number="M.A.C.P. No. 604 of 2025", short_name="Padmavati claim",
                                    title="Padmavati Ghodke vs Jitendra Kadamba", side="petitioner"))
    notes = [
        ("2026-01-09", "Padmavati claim - PW1 widow deposed. Income - about 15-16 hazaar a month, brick kiln "
                       "work. Next 20.02.2026."),
        ("2026-02-20", "Padmavati claim - PW3 munshi of the brick kiln came with the muster roll. Proved wages "
                       "Rs. 14,750 per month - Ex. PW3/1. Next 02.04.2026."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note A1 {day}.txt", case_id="A1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "a-sum-a-witness-proved", build)


@pytest.mark.parametrize("question", [
    "Padmavati claim me tankhwah kitni saabit hui kiln wale gawah se",
    "Padmavati claim mein vetan kitni sabit hui gawah se?",
])
def test_the_sum_the_witness_proved_is_told_first(pr, question):
    a = pr.ask(question, today="2026-03-01")
    assert "14,750" in first_line(a), a.answer
