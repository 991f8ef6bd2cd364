"""'<town> appeal', typed bare on the day the appeal is listed, with the town spelt as it is heard ("kharsodia" for
the registry's "Kharsodiya"): the question is of the one appeal before a court of that town, not "No such case". A
mutation application before another court of the same town is not an appeal; a town no court sits in is still said
back as no case.

A small practice written for these tests, in other words than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="R1", number="Rev. Case 0012/A-6/2025", short_name="Pokharna mutation",
                                    court="Naib Tehsildar, Kharsodiya", nature="mutation application on a gift deed",
                                    next_date="2026-01-05"))
    practice.registry.add_case(Case(id="R2", number="Appeal No. 0077/2025", short_name="Pokharna SDM appeal",
                                    court="SDM (Revenue), Kharsodiya", nature="appeal against the mutation order",
                                    next_date="2026-03-10"))
    practice.ingest_text("02.02.2026 SDM - Pokharna appeal. Other side's arguments over; ours begun. SDM sir asked "
                         "for written submissions in a week. Next 10.03.2026 - our remaining arguments.",
                         name="note 02.02.2026.txt", case_id="R2", date="2026-02-02", author="lawyer")
    practice.ingest_text("05.01.2026 Naib Tehsildar - Pokharna mutation: objector absent, last chance.",
                         name="note 05.01.2026.txt", case_id="R1", date="2026-01-05", author="lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "court-place", build)


@pytest.mark.parametrize("question", ["kharsodia appeal", "kharsodiya appeal?"])
def test_the_town_of_the_court_spelt_as_heard_names_the_appeal(pr, question):
    a = pr.ask(question, today="2026-03-10")
    assert "No such case" not in a.answer, a.answer
    assert "written submissions" in a.answer, a.answer
    assert "objector absent" not in a.answer, a.answer


def test_a_town_no_court_sits_in_is_still_no_such_case(pr):
    a = pr.ask("dhumaldih appeal", today="2026-03-10")
    assert "No such case" in a.answer, a.answer


def test_the_place_words_of_a_court_are_not_its_kind_or_rank():
    from tareekh.agent.court_place import _places
    from tareekh.registry.sounds import name_key

    assert _places("Additional District Judge, Kharsodiya") == {name_key("kharsodia")}
