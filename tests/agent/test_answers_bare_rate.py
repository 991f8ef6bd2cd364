"""A bare "interest rate?" typed in court: the line that states the rate as a figure ("@ 12% per annum") answers,
though it does not hold the word "rate" — not a later line that only names it ("at what rate?").

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="M1", number="Money Suit No. 7 of 2025", short_name="Wahlang loan suit",
                                    title="Wahlang Finance vs Jyrwa", side="plaintiff"))
    practice.ingest_text("Wahlang loan suit - loan agreement seen: Rs 4,00,000 lent on 2.1.2024, interest @ 12% per "
                         "annum, repayable in 24 months.", name="d1.txt", case_id="M1", date="2025-06-02",
                         author="Lawyer")
    practice.ingest_text("Wahlang loan suit - issues framed: 1. Whether the loan was advanced? 2. Whether the plaintiff "
                         "is entitled to interest and at what rate? Next date 20.04.2026.", name="d2.txt",
                         case_id="M1", date="2026-02-11", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "bare-rate", build)


@pytest.mark.parametrize("question", ["interest rate?", "rate of interest?"])
def test_a_bare_rate_is_answered_by_the_line_stating_the_figure(pr, question):
    a = pr.ask(question, today="2026-03-01")
    assert "12%" in first_line(a), a.answer
