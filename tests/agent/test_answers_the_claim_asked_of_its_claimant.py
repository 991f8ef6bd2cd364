"""'<party> pe bank ne kitne ka dawa kiya hai?' asks the matter's claim: the one marked by the ergative ("bank ne",
"bank nay") is who claimed, not the thing whose sum is asked, and the claim's word after the "how much" ("kitne ka
dawa") is the thing; so a note writing the bank beside a settlement offer's sum does not answer it. A small
practice written for this test (a civil court in a district town, invented)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="W1", number="O.S. No. 91 of 2024", short_name="Bhagwatkar bank suit",
                      title="Lavanyel Urban Co-operative Bank Ltd. vs Omkarnath Dhondiba Bhagwatkar",
                      side="defendant", nature="bank's suit for recovery of Rs. 6,30,000 due on a term loan"))
    practice.ingest_text("12.03.2026 Ct 5 - Bank v Bhagwatkar. Bank ne OTS Rs. 4,10,000 par haan kaha. "
                         "Compromise agli tareekh. ND 20.04.2026", name="ots.txt", case_id="W1",
                         date="2026-03-12", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "claim-of-claimant", build)


@pytest.mark.parametrize("question", ["Bhagwatkar ji pe bank ne kitne ka dawa kiya hai?",
                                      "Bhagwatkar par bank nay kitne ka dawa kiya?"])
def test_the_claim_asked_of_the_one_who_claimed_is_the_matters_value(pr, question):
    a = pr.ask(question, today="2026-04-01")
    first = first_line(a)
    assert "6,30,000" in first and "4,10,000" not in first, a.answer


def test_the_settlement_sum_is_still_read_when_the_settlement_is_asked(pr):
    a = pr.ask("Bhagwatkar bank suit me OTS kitne ka hua?", today="2026-04-01")
    assert "4,10,000" in first_line(a), a.answer
