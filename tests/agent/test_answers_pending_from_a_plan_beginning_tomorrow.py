"""A plan is dated by the first day it plans and typed by the day before it at the latest: asked of a past day what is
to be done before a matter's next date, the plan whose days begin the next day is work pending (its line for the
matter: "Read the commissioner's report again"), while a plan of days further ahead is not yet written
(agent/as_of.py, agent/plan_of_matter.known_by). A small practice written for this test (a civil court in Sikar,
invented); asked in Hindi and Marathi."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline

TODAY = "2025-03-07"  # a past day: the practice holds records after it


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="K1", number="C.S. 58/2024", short_name="Bhanwari johad suit",
                                    title="Bhanwari Devi vs Gram Panchayat Kanwat", side="plaintiff"))
    practice.ingest_text("Bhanwari johad suit - DW1 sarpanch cross done. NDOH 13.03.2025 for DW2.",
                         name="k1 feb.txt", case_id="K1", date="2025-02-20", author="Lawyer")
    practice.ingest_text("PLAN - 8 Mar to 15 Mar 2025\nThu 13/3 Kanwat court - Bhanwari johad suit - DW2 gram sevak. "
                         "Read the commissioner's site report again.", name="plan 8-15 march.txt", case_id="K1",
                         date="2025-03-08", author="Lawyer")
    practice.ingest_text("PLAN - 24 Mar to 29 Mar 2025\nMon 24/3 - Bhanwari johad suit: certified copy of the jamabandi.",
                         name="plan 24-29 march.txt", case_id="K1", date="2025-03-24", author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "plan-beginning-tomorrow", build))


@pytest.mark.parametrize("asked", ["Bhanwari johad suit me agli date se pehle kya karna hai",       # Hindi
                                   "Bhanwari johad suit madhe pudhchya tarkhe adhi kay karaycha ahe"])  # Marathi
def test_a_plan_whose_days_begin_tomorrow_is_work_pending(pr, asked):
    a = pr.ask(asked, today=TODAY)
    first = first_line(a)
    assert "commissioner's site report" in first, a.answer
    assert "jamabandi" not in a.answer, a.answer  # a plan of days further ahead is not yet written
