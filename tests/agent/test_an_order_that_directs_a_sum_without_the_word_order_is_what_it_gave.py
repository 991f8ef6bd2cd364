""""How much was ordered?" of a matter whose order directs the sum in its own operative words but never writes the
word "order" ("The management shall pay Rs. … with simple interest / at 12% per annum …. Disposed of.") is answered
with what that order gave, the rate wrapped onto the paper's next line kept with it (agent/awarded.py).

A small practice written for these tests (a bonus claim before a labour authority), in other names than the data
sets.
"""

from __future__ import annotations

import pytest

from tests.agent.helpers import home_built_by
from tareekh.registry.models import Case

TODAY = "2028-03-01"


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="C1", number="P.W. Case No. 44 of 2027", short_name="Kirtivardhan bonus",
                                    title="Kirtivardhan vs Gulmohar Kapaswadi", side="applicant"))
    practice.ingest_text("Kirtivardhan bonus - authority heard both. Muster roll produced. Reserved; to be "
                         "pronounced 20.1.2028.", name="kv 5 jan.txt", case_id="C1", date="2028-01-05")
    practice.ingest_text("P.W. Case No. 44/2027   Kirtivardhan vs Gulmohar Kapaswadi\n"
                         "The muster roll shows the applicant worked through the accounting years 2024-25 and 2025-26.\n"
                         "Bonus due at 8.33% = Rs. 48,600/-. The management shall pay Rs. 48,600/- with simple interest\n"
                         "at 12% per annum from the due date within 45 days. Disposed of.\n"
                         "sd/- Authority", name="pw 44 decision.pdf.txt", case_id="C1", date="2028-01-20")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "order-without-its-word", build)


def test_the_sum_directed_is_what_was_ordered(pr):
    answer = pr.ask("Kirtivardhan bonus kitna order hua?", today=TODAY).answer
    first = answer.split("\n", 1)[0]
    assert "48,600" in first, answer
    assert "12%" in first, answer


def test_the_rate_wrapped_onto_the_next_line_is_kept_with_the_sum():
    from tareekh.agent.awarded import _awards

    text = ("The bank shall refund Rs. 2,15,000/- with interest\nat 9% per annum from the date of the complaint.\n"
            "Costs Rs. 5,000/-.")
    said = _awards(text)
    assert any("9% per annum" in s and "2,15,000" in s for s in said), said
    assert "Costs Rs. 5,000/-" in said, said
