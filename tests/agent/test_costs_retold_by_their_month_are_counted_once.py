"""'<matter> lo avatala party meeda total entha costs?': an order of costs a later chat recalls by its month ("March
lo kooda 750 costs vesaru") is the earlier order, not a new one — the matter's total counts it once.

Own small practice (a rent suit), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.costs_retold import without_retold
from tareekh.events.models import Costs
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="R1", number="R.C. No. 64 of 2027", short_name="Pydikondala rent case",
                      title="Pydikondala vs Chittivalasa", side="petitioner"))
    practice.ingest_text("RC 64/27 Pydikondala - respondent sought time again. Costs Rs. 750 imposed on the respondent. "
                         "Next 10.6.28.", name="pydikondala 14-3.txt", case_id="R1", date="2028-03-14", author="Lawyer")
    practice.ingest_text("10/06/28, 13:05 - Junior: Sir Pydikondala RC - judge 2000 costs vesaru on respondent, last "
                         "chance. ND 22/7\n10/06/28, 13:07 - Junior: March 14 lo kooda 750 costs vesaru, same excuse",
                         name="WhatsApp Chat with Junior.txt", case_id="R1", date="2028-06-10", author="Junior")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "costs-retold", build)


def test_the_total_counts_a_retold_order_once(pr):
    line = first_line(pr.ask("Pydikondala case lo avatala party meeda total entha costs padindi?", today="2028-07-01"))
    assert "2,750" in line and "3,500" not in line, line


def test_an_order_retold_by_its_day_is_the_earlier_one():
    earlier = Costs(entry_id=1, case_ids=["X"], record_date="2028-03-14", text="Costs Rs. 750 imposed",
                    start=0, end=10, amount=750, status="imposed")
    retold = Costs(entry_id=2, case_ids=["X"], record_date="2028-06-10", text="14.3.28 ko bhi 750 cost laga tha",
                   start=0, end=10, amount=750, status="imposed")
    new = Costs(entry_id=3, case_ids=["X"], record_date="2028-06-10", text="aaj 750 cost lagi",
                start=0, end=10, amount=750, status="imposed")
    assert without_retold([earlier, retold, new]) == [earlier, new]
