"""The pending work before a date listed for the other side's witness says our cross-examination of that witness is
to be prepared: "for PW1 evidence" where we defend is our cross of PW1; our own witness is to be prepared for the
chief.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="O.S. No. 23 of 2024", short_name="Kharbuli orchard suit",
                      title="Kharbuli vs Marak", side="defendant"))
    reg.add_case(Case(id="T2", number="O.S. No. 51 of 2024", short_name="Tariang well suit",
                      title="Tariang vs Nongbri", side="plaintiff"))
    practice.ingest_text("Kharbuli orchard suit - issues framed. Next date 14.05.2026 for PW1 evidence.",
                         name="k1.txt", case_id="T1", date="2026-04-02", author="Lawyer")
    practice.ingest_text("Tariang well suit - PW1 examined. Next date 21.05.2026 for PW2 evidence.",
                         name="s1.txt", case_id="T2", date="2026-04-09", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "pending-purpose", build)


@pytest.mark.parametrize("question", ["what is pending before the next date in the Kharbuli orchard suit?",
                                      "Kharbuli orchard suit next date munnadi enna pending?"])
def test_a_date_for_the_other_side_s_witness_sets_our_cross(pr, question):
    a = pr.ask(question, today="2026-05-01")
    assert "cross-examination of PW1" in first_line(a), a.answer


def test_a_date_for_our_own_witness_sets_the_chief(pr):
    a = pr.ask("what is pending before the next date in the Tariang well suit?", today="2026-05-01")
    assert "PW2, our witness" in first_line(a), a.answer


def test_pending_before_a_court_is_not_work_before_a_day(pr):
    a = pr.ask("is the Kharbuli orchard suit pending before the district court?", today="2026-05-01")
    assert "— pending:" not in first_line(a), a.answer
