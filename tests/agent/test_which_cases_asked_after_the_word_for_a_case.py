"""A question over all the lawyer's matters that writes "which" after the word for a case, as the Dravidian
languages do ("<thing> ulla case ethokke", "<thing> case edhu", "<thing> case lu evi", "<thing> case yaavu"), asks
for the matters that hold the thing: the words before the word for a case are no matter's name, and the answer is
never "No such case". Invented notes and names, written for these tests."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.across import WHICH_MATTERS_AFTER
from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by, opened_offline

TODAY = date(2031, 8, 4)


@pytest.mark.parametrize("typed", ["foreign job ulla case ethokke aanu", "foreign job case edhu",
                                   "foreign job case lu evi", "foreign job case yaavu"])
def test_which_after_the_word_for_a_case_is_read(typed):
    assert WHICH_MATTERS_AFTER.search(typed)


@pytest.mark.parametrize("typed", ["ee case eppo?", "case evidence next date", "which case is old"])
def test_a_case_word_with_no_which_after_it_is_not(typed):
    assert not WHICH_MATTERS_AFTER.search(typed)


def _build(practice, folder) -> None:
    practice.registry.add_case(Case(id="V1", number="O.S. No. 301 of 2030", short_name="Vadivambal partition",
                                    title="Vadivambal vs Thangaraasu", side="plaintiff"))
    practice.registry.add_case(Case(id="V2", number="C.C. No. 55 of 2031", short_name="Thangaraasu cheque",
                                    title="Thangaraasu vs Ilavarasi", side="complainant"))
    practice.ingest_text("12.03.2031 - Vadivambal partition - defendant works in Qatar as a welder, summons sent "
                         "through the embassy. ND 20.4.31", name="V1.txt", case_id="V1", date="2031-03-12",
                         author="Lawyer")
    practice.ingest_text("14.03.2031 - Thangaraasu cheque - accused absent, NBW. ND 2.5.31", name="V2.txt",
                         case_id="V2", date="2031-03-14", author="Lawyer")


@pytest.fixture(scope="module")
def practice(tmp_path_factory):
    p = next(opened := opened_offline(home_built_by(tmp_path_factory, "which_after", _build)))
    yield p
    next(opened, None)


def test_a_matter_asked_by_a_feature_is_no_unknown_case(practice):
    answer = practice.ask("Qatar connection ulla case ethokke aanu?", today=TODAY).answer
    assert not answer.startswith("No such case"), answer
    assert "Vadivambal" in answer, answer
