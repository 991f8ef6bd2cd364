"""Whether a sum comes "separately" (alag se, over and above): a later record that says it was adjusted in, or
included in, another sum answers no, with the sum it went into. A small cheque-case practice written for this test
(Sirsa)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="K1", number="Complaint Case No. 904 of 2024", short_name="Ruchika cheque case",
                                    title="Ruchika Traders vs Omkarnath Sekhon", side="complainant"))
    practice.ingest_text("Ruchika cheque case - s.143A application allowed: 20% interim compensation Rs 60,000 to be "
                         "paid within 60 days. Next 02.04.2025.", name="ruchika 1.txt", case_id="K1",
                         date="2025-01-20", author="Lawyer")
    practice.ingest_text("Ruchika cheque case - Lok Adalat settlement: Tejinder ji agreed to total Rs 3,10,000 in "
                         "two instalments, 1.5 L by 30.06.2025 and 1.6 L by 30.09.2025. Interim compensation of "
                         "Rs 60,000 included in this. Compounding after the last instalment. Next 10.10.2025.",
                         name="ruchika 2.txt", case_id="K1", date="2025-04-02", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "separately", build)


@pytest.mark.parametrize("q", [
    "ruchika ko 143A wala 60,000 alag se milega kya?",
    "will ruchika get the 60,000 interim compensation separately?",
])
def test_a_sum_taken_into_a_later_settlement_does_not_come_separately(pr, q):
    a = pr.ask(q, today="2025-05-01")
    first = first_line(a)
    assert first.startswith("No"), a.answer
    assert "3,10,000" in first and "included" in first, a.answer
    assert cited_ok(pr, a)


def test_a_question_that_does_not_ask_separately_is_not_answered_by_the_adjustment(pr):
    a = pr.ask("ruchika case mein 143A application allow hui?", today="2025-05-01")
    assert not first_line(a).startswith("No"), a.answer  # the application was allowed; nothing asked "separately"
