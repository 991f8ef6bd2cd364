"""Two sums asked in one question joined by any language's "and" ("aur", "ani", "ane"): each half answered.

A half that names no thing of its own ("… kitna refund mila aur kitna gaya", "kiti milale ani kiti gele") asks another
sum of the thing the half before it named: the other sum, read first from the paper that wrote the one. A half whose
verb is a verb of paying ("… ani tribunal madhe kiti bharle", "ane ketla bharya") asks the sum paid or deposited,
which a sentence says with its own verb ("deposit Rs. … within 3 weeks") though it does not name the forum. A small
practice written for this test (a customs refund appeal and a cooperative society's dispute in Surat, invented)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="A1", number="Customs Appeal No. 58/2025", short_name="Kalindi Exim customs appeal",
                      title="Kalindi Exim vs Commissioner of Customs", side="appellant"))
    reg.add_case(Case(id="S1", number="Arbitration Case No. 12/2025", short_name="Hirabaug society dispute",
                      title="Jashodaben Kothari vs Hirabaug Co-op Housing Society", side="claimant"))
    practice.ingest_text("Kalindi Exim customs appeal - order received today. Bills of entry up to March 2024 were "
                         "assessed on the declared value: refund of Rs. 3,40,500 on them is allowed. Bills of entry "
                         "after that: refund of Rs. 62,300 is rejected for want of the test reports.",
                         name="a1 order.txt", case_id="A1", date="2025-11-20", author="Lawyer")
    practice.ingest_text("Kalindi Exim customs appeal - claim filed for refund of Rs. 4,02,800 with the purchase "
                         "invoices.", name="a1 claim.txt", case_id="A1", date="2025-03-03", author="Lawyer")
    practice.ingest_text("Hirabaug society dispute - the registrar's nominee levied a penalty of Rs. 48,000 on our "
                         "client for the unauthorised shed.", name="s1 penalty.txt", case_id="S1",
                         date="2025-06-02", author="Lawyer")
    practice.ingest_text("Hirabaug society dispute - stay granted on condition: deposit Rs. 12,000 within 3 weeks.",
                         name="s1 stay.txt", case_id="S1", date="2025-07-14", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "sums-joined", build)


@pytest.mark.parametrize("q", ["Kalindi Exim appeal me kitna refund mila aur kitna gaya",       # Hindi
                               "Kalindi Exim appeal madhe refund kiti milale ani kiti gele"])  # Marathi
def test_a_half_that_names_no_thing_asks_the_other_sum_of_the_thing(pr, q):
    a = pr.ask(q, today="2025-12-01")
    first = first_line(a)
    assert "3,40,500" in first and "62,300" in first, a.answer


@pytest.mark.parametrize("q", ["Hirabaug society me penalty kitni lagi aur tribunal me kitna jama kiya",       # Hindi
                               "Hirabaug society ma penalty ketli lagi ane tribunal ma ketla bharya"])     # Gujarati
def test_a_half_asked_with_a_verb_of_paying_is_the_sum_deposited(pr, q):
    a = pr.ask(q, today="2025-12-01")
    first = first_line(a)
    assert "48,000" in first and "12,000" in first, a.answer
