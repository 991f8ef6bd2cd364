"""Work before a day in one matter, asked with the matter named by its forum's kind word ("rent case", "tribunal
claim") — "5 dec ton pehlan rent case ch ki karna baki", "<day> aadhi rent case madhe kay karaycha baki aahe": the
open work of that matter by that day, as the notes set it (a plan's "<thing> ready by <day>", "ask <name> for …"),
not the forum's list of next dates. A small practice written for these tests, in other names than the data sets."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by

TODAY = "2026-09-07"


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Sri Anupam Kothaguda", short="Kothaguda sir (Rent Controller)",
                         court="Rent Controller, Kanchrapara"))
    reg.add_case(Case(id="R1", number="Rent Petition No. 12 of 2025", short_name="Ferrao rent petition",
                      title="Lavinia Ferrao vs Bonomali Ingty", court="Rent Controller, Kanchrapara", judge_id="J1",
                      side="petitioner", stage="arguments", next_date="2026-09-12"))
    practice.ingest_text("Ferrao rent petition - RW1 cross over. ND 12.09.2026 for arguments.",
                         name="ferrao 20 aug.txt", case_id="R1", date="2026-08-20", author="Lawyer")
    practice.ingest_text("PLAN - week 7.9 to 12.9\n- Ferrao rent: written submissions ready by Thu 10/9; ask Dsouza "
                         "for the municipal assessment copy.", name="plan week 7-12 sept.txt", case_id="R1",
                         date="2026-09-07", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "work-before-a-day-forum-named", build)


@pytest.mark.parametrize("asked", ["12 sep aadhi rent case madhe kay karaycha baki aahe",
                                   "12 sept ton pehlan rent case ch ki karna baki"])
def test_the_matter_s_work_by_that_day_not_its_forum_s_next_dates(pr, asked):
    a = pr.ask(asked, today=TODAY)
    first = first_line(a)
    assert "written submissions ready" in first, a.answer
    assert "municipal assessment" in first, a.answer
    assert "of your open matters" not in first, a.answer
