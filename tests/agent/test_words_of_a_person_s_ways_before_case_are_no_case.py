"""A judge's or a counsel's ways asked with words before the word for cases that say how or of what ("<counsel>
vakil kasa chalavto case": how does he run a case; "<judge> sahab ka tarika gawahon ke mamle me": in the matter of
witnesses), typed in lower case: no other matter's name to say back ("no case called 'chalavto case'"), the
person's ways. A capitalised name before the word for cases is still a matter the registry may lack.

A small practice written for these tests, invented names.
"""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import understand
from tareekh.practice import Practice
from tareekh.registry.models import Case, Counsel, Judge


@pytest.fixture(scope="module")
def reg(tmp_path_factory):
    path = tmp_path_factory.mktemp("ways_before_case") / "home"
    with Practice.open(path) as p:
        p.registry.add_person(Judge(id="WJ1", name="Sri T. Palaniyappan", short="Palaniyappan sir", level="ADJ"))
        p.registry.add_person(Counsel(id="WO1", name="Adv. Bhoomika Hazarnis"))
        p.registry.add_case(Case(id="W1", number="O.S. No. 19 of 2025", short_name="Kolathur lease suit",
                                 title="Mrinalini vs Kolathur Mills", judge_id="WJ1", counsel_id="WO1",
                                 side="plaintiff"))
        yield p.registry


@pytest.mark.parametrize("typed", ["hazarnis vakeel eppadi nadathuvaanga case",  # Tamil
                                   "hazarnis vakil kasa chalavto case",  # Marathi
                                   "hazarnis vakil kaise ladti case"])  # Hindi
def test_how_a_counsel_runs_a_case_is_their_ways(reg, typed):
    q = understand(typed, registry=reg, today=date(2026, 9, 1))
    assert q.kind == "pattern" and q.counsel == ["WO1"] and q.unknown_case is None, vars(q)


@pytest.mark.parametrize("typed", ["palaniyappan sahab ka tarika gawahon ke mamle me",  # Hindi
                                   "palaniyappan sir ki paddhati sakshi der case e"])  # Bengali
def test_a_judge_s_ways_in_the_matter_of_a_thing_is_their_ways(reg, typed):
    q = understand(typed, registry=reg, today=date(2026, 9, 1))
    assert q.kind == "judge_habit" and q.judges == ["WJ1"] and q.unknown_case is None, vars(q)


def test_a_capitalised_name_before_the_word_for_cases_is_still_said_back(reg):
    q = understand("hazarnis vakil Pawar cheque case me kya karti hai", registry=reg, today=date(2026, 9, 1))
    assert q.unknown_case and "Pawar" in q.unknown_case


@pytest.mark.parametrize("typed", ["palaniyappan sir vihiriche dava madhe kay magtat",  # Marathi "dava"
                                   "palaniyappan sir gotyachya khatla madhe kay kartat",  # Marathi "khatla"
                                   "palaniyappan sir bhoomi suits lo usually em chestaru"])  # Telugu, "suits"
def test_a_judge_s_ways_in_a_kind_of_suit_in_its_own_language_is_their_ways(reg, typed):
    # "in land suits, what does she ask for": the word for a suit in the question's own language, and the words
    # before it typed in lower case, say of what sort of matter the ways are asked, no other matter's name
    q = understand(typed, registry=reg, today=date(2026, 9, 1))
    assert q.judges == ["WJ1"] and q.unknown_case is None, vars(q)
