"""The work pending before a matter's next date holds the court's direction to a side ("the Tahsildar shall also
produce the register"), even when the order's other sentences about time and filings fill the room first. A small
practice written for this test (invented: a writ court of a hill state)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

ORDER = ("04.02.2025\nMr. T. Lalzarliana, Advocate for the petitioner.\nMs. P. Vanlalhriati, Government Advocate.\n"
         "The counter affidavit was to be filed within three weeks of 05.12.2024. Counter is still awaited and the "
         "learned Government Advocate again seeks time to file the counter. Three weeks' time is granted to file the "
         "counter, subject to costs of Rs. 2,000/- to be paid to the petitioner. The Deputy Commissioner (respondent "
         "No. 2) shall also produce the original land allotment register of 1998 before this Court.\n"
         "List on 10.03.2025.")


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="H1", number="WP(C) 55/2024", short_name="Zonunmawii allotment writ",
                                    title="Zonunmawii vs State", side="petitioner"))
    practice.ingest_text(ORDER, name="h1 order 04.02.2025.txt", case_id="H1", date="2025-02-04", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "pending-holds-direction", build)


@pytest.mark.parametrize("asked", ["Zonunmawii writ me next date se pehle kya kya karna hai?",
                                   "what is pending in the Zonunmawii writ before 10 March?",
                                   "Zonunmawii writ - 10 tarikh munche enu pending?"])
def test_the_direction_to_produce_is_pending(pr, asked):
    a = pr.ask(asked, today="2025-02-20")
    assert "allotment register" in first_line(a), a.answer
