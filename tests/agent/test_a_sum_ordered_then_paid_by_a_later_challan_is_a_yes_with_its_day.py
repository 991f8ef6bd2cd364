"""A deposit asked yes or no with its sum and day ("… jama kele ka? kiti ani kadhi?") is answered by the later record
that writes the very sum the order directed — a challan filed undated, its day the one written on it — not by the
order's direction, nor by a cross-examination's "no rent paid till the order". A challan of another sum answers
nothing. A small practice written for this test (a rent court of the Deccan, invented names)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def build(practice, tmp, *, other_sum: bool = False) -> None:
    practice.registry.add_case(Case(id="R1", number="R.C.S. No. 77 of 2025", short_name="Pushpalata shop eviction",
                                    title="Pushpalata Kenkre vs Dharmaraj Thangjam", side="plaintiff"))
    practice.ingest_text("ORDER. The defendant admits arrears of rent from June 2025. The defendant is directed to "
                         "deposit the arrears of rent of Rs. 64,800/- in court within four weeks.",
                         name="order 3.2.26.txt", case_id="R1", date="2026-02-03", author="Court")
    paid = "71,200" if other_sum else "64,800"
    practice.ingest_text(f"CHALLAN (Civil Court Deposit) R.C.S. 77/2025 Deposited by: Dharmaraj Thangjam Amount: "
                         f"Rs. {paid}/- towards arrears of rent Date: 24.02.2026", name="challan.txt", case_id="R1",
                         author="Lawyer")
    practice.ingest_text("14.9.26 Pushpalata eviction - DW1 Dharmaraj cross: admits no rent paid from June 2025 till "
                         "the court's order. ND 20.10.26.", name="sep.txt", case_id="R1", date="2026-09-14",
                         author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "sum-paid-later", build)


def test_the_challan_of_the_sum_ordered_answers_yes_with_its_own_day(pr):
    a = pr.ask("Dharmaraj ne thakit bhade court madhe jama kele ka? kiti ani kadhi?", today="2026-10-01")
    first = first_line(a)
    assert first.startswith("Yes") and "24 Feb 2026" in first, a.answer
    assert "64,800" in first, a.answer
    assert cited_ok(pr, a)


def test_a_challan_of_another_sum_is_no_payment_of_the_sum_ordered(tmp_path_factory):
    from tareekh.practice import Practice

    path = home_built_by(tmp_path_factory, "sum-paid-later-other", lambda p, t: build(p, t, other_sum=True))
    with Practice.open(path) as p:
        a = p.ask("Dharmaraj ne thakit bhade court madhe jama kele ka? kiti ani kadhi?", today="2026-10-01")
    first = first_line(a)
    # never "the Rs. 64,800 ordered has been deposited"; a yes read from the challan "towards arrears of rent" (the
    # "thakit bhade" asked) states the challan's own sum, which is not the one ordered
    assert "64,800 ordered" not in first and "has been deposited" not in first, a.answer
    assert not first.startswith("Yes") or "71,200" in first, a.answer
