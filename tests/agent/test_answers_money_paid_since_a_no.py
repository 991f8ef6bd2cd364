"""Money asked for as received, where one record says it was not paid yet and a later one says a sum was handed
over ("DD kuduthaanga - Rs. 1,84,300"): the answer is yes, dated by the later record, never the earlier "no"; a later
record that only orders the sum paid leaves the "no" standing.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="G1", number="P.G.A. 12/2026", short_name="Rajalingam gratuity claim",
                      title="Rajalingam vs Sri Vettri Spinners", side="petitioner"))
    reg.add_case(Case(id="G2", number="C.C. 88/2026", short_name="Bhuriya wage claim",
                      title="Ramsukh Bhuriya vs Hingonia Stone Works", side="petitioner"))
    practice.ingest_text("Rajalingam gratuity claim - Rajalingam phoned: company innum panam kudukkala, they talk of "
                         "an appeal.", name="g1 a.txt", case_id="G1", date="2026-03-02", author="Lawyer")
    practice.ingest_text("Rajalingam gratuity claim - Rajalingam: company DD kuduthaanga - Rs. 1,84,300 with "
                         "interest. Receipt copy to be sent.", name="g1 b.txt", case_id="G1", date="2026-03-20",
                         author="Lawyer")
    practice.ingest_text("Bhuriya wage claim - the employer's paise abhi tak nahi aaye, Bhuriya worried.",
                         name="g2 a.txt", case_id="G2", date="2026-04-06", author="Lawyer")
    practice.ingest_text("Bhuriya wage claim - Authority: the employer shall pay Rs. 96,500 within 30 days.",
                         name="g2 b.txt", case_id="G2", date="2026-04-28", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "paid-since-a-no", build)


def test_a_sum_handed_over_after_a_not_yet_answers_yes(pr):
    a = pr.ask("rajalingam ku gratuity panam vandhucha illaya", today="2026-05-01")
    line = first_line(a)
    assert line.startswith("Yes") and "1,84,300" in line and "20 Mar 2026" in line, a.answer


def test_a_sum_only_ordered_after_a_not_yet_leaves_the_no(pr):
    a = pr.ask("Bhuriya wage claim mein paise aa gaye?", today="2026-05-10")
    assert not first_line(a).startswith("Yes"), a.answer
