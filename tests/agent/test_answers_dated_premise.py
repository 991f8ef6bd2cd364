"""A yes or no whose premise is a year ("filed in 2024?", "2023 mein dayar hui thi?") is answered from the day a
paper gives for the act (its "Date of filing" field), yes or no, with that day — the year need be in no note.
A small practice written for this test (invented)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="E1", number="E.P. No. 9 of 2023", short_name="Rongmei execution",
                      title="Gaidinliu Rongmei vs Tuithui Builders", side="decree holder"))
    practice.ingest_text("ORDER\nExecution Petition No. 9 of 2023\nDate of filing: 14.11.2023     Date of order: "
                         "02.02.2025\nThe judgment debtor has deposited the decretal sum. The petition is closed as "
                         "satisfied.", name="e1 order.txt", case_id="E1", date="2025-02-02", author="Court")
    practice.ingest_text("Execution closed as satisfied today. Client informed.", name="e1 note.txt", case_id="E1",
                         date="2025-02-03", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "dated-premise", build)


@pytest.fixture(scope="module")
def pr(built):
    yield from opened_offline(built)


@pytest.mark.parametrize("asked", ["was the Rongmei execution petition filed in 2024?",
                                   "Rongmei execution 2024 mein daakhil hui thi na?",
                                   "Rongmei execution 2024-la thaakkal aacha?"])
def test_a_filing_asked_of_the_wrong_year_is_a_no_with_the_day_it_was_filed(pr, asked):
    a = pr.ask(asked, today="2025-06-01")
    first = first_line(a)
    assert first.startswith("No"), a.answer
    assert "14 Nov 2023" in first, a.answer
    assert cited_ok(pr, a)


@pytest.mark.parametrize("asked", ["Rongmei execution 2023 e dayer hoyechilo?",
                                   "Rongmei execution 2023 la dakhal zali hoti ka?"])
def test_a_filing_asked_of_its_own_year_is_a_yes_with_its_day(pr, asked):
    a = pr.ask(asked, today="2025-06-01")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "14 Nov 2023" in first, a.answer
