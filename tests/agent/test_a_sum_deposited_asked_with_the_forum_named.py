""""<party> ne tribunal me kitna deposit kiya tha?": the forum named is where the money went, not an order asked;
the English verb borrowed with the Hindi "do" ("deposit kiya", "deposit kar diya", "payment hua") is a payment made,
as "jama kiya" is, so the note that says the party deposited the sum answers, not the costs of the final order.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="T1", number="M.A.C. App. 61/2026", short_name="Lachit accident appeal",
                                    title="Dibru Valley Insurance vs Dhruba Borthakur", side="respondent"))
    practice.ingest_text("Lachit accident appeal - admission. Stay of the award subject to deposit of half the award. "
                         "ND 2.6.2026.", name="mac a.txt", case_id="T1", date="2026-04-10", author="Lawyer")
    practice.ingest_text("Lachit accident appeal - reply filed. Insurer ne deposit kar diya tha - Rs. 3,41,600 (50%) - "
                         "registry confirmed. ND 18.8.2026.", name="mac b.txt", case_id="T1", date="2026-06-02",
                         author="Lawyer")
    practice.ingest_text("ORDER: The appeal is dismissed with costs of Rs. 5,000/- payable to the claimant.",
                         name="mac c.txt", case_id="T1", date="2026-11-20", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "deposit-forum-named", build)


@pytest.fixture(scope="module")
def po(built):
    yield from opened_offline(built)


@pytest.mark.parametrize("question", ["Lachit ki appeal me insurer ne tribunal me kitna deposit kiya tha?",
                                      "Lachit appeal ma insurer e tribunal ma ketlu deposit karyu hatu?"])
def test_a_sum_deposited_is_read_from_the_payment_not_the_order(po, question):
    line = first_line(po.ask(question, today="2026-12-01"))
    assert "3,41,600" in line and "5,000" not in line, line
