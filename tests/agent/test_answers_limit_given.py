"""'Has the order given any time limit?' asked yes or no is answered "Yes —" before the direction that sets the
limit; a direction quoted for a question that asks of no limit is left as it was. A small practice written for
this test (invented)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="G1", number="R.S.A. No. 140 of 2024", short_name="Syiemlieh second appeal",
                      title="Wanphrang Syiemlieh vs Iaidalin Kharsyntiew", side="appellant"))
    practice.ingest_text("ORDER\nDelay condoned. The appellant shall deposit Rs 20,000 as costs with the "
                         "registry within six weeks from today, failing which the appeal shall stand dismissed.",
                         name="g1 order.txt", case_id="G1", date="2025-02-10", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "limit-given", build)


@pytest.fixture(scope="module")
def pr(built):
    yield from opened_offline(built)


@pytest.mark.parametrize("asked", ["Syiemlieh second appeal mein 20,000 jama karne ki koi mohlat di hai?",
                                   "Syiemlieh second appeal: has the court given any time limit to deposit the 20,000?"])
def test_a_time_limit_asked_yes_or_no_is_a_yes_before_the_direction_that_sets_it(pr, asked):
    a = pr.ask(asked, today="2025-03-01")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "six weeks" in first or "6 weeks" in first, a.answer
