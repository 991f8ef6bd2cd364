"""A judge named with a matter's words ("<judge> <act> chya bail appeal madhe pahile kay vichartat?"): the word of
the act may name another judge's matter (the NDPS trial below the appeal), but the judge says which matter is asked —
the one before them that the question calls by its own words ("bail appeal"). agent/question.py
_the_judge_s_matter and agent/compose.py. And the judge's habitual verb closing the question without its copula
("… sabse pehle kya puchhte?") is the asking of the habit, no thing a note must write (agent/habit_asked.py,
agent/rests_on.py).

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.habit_asked import habitual_verbs
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Hon'ble Shri Justice Hrishikesh Pendharkar", short="Pendharkar J", level="High Court"))
    reg.add_person(Judge(id="J2", name="Sh. Yashodhan Zarapkar, Special Judge (NDPS)", short="Zarapkar sahab"))
    reg.add_case(Case(id="A1", number="Crl. Appeal No. 918 of 2026", short_name="Kuvalekar bail appeal",
                      title="Tejomay Kuvalekar vs State", judge_id="J1",
                      nature="appeal against rejection of bail by the Special Judge (NDPS)"))
    reg.add_case(Case(id="T1", number="Special Case (NDPS) No. 41 of 2025", short_name="Kuvalekar NDPS trial",
                      title="State vs Tejomay Kuvalekar", judge_id="J2"))
    practice.ingest_text("Kuvalekar bail appeal - Pendharkar J first asked whether the seizure memo bore the gazetted "
                         "officer's signature; called for the malkhana register. Next 19.02.2026.",
                         name="A1 2026-02-05.txt", case_id="A1", date="2026-02-05", author="Lawyer")
    practice.ingest_text("Kuvalekar NDPS trial - charge framed, accused pleads not guilty. Next 12.03.2026.",
                         name="T1 2026-02-09.txt", case_id="T1", date="2026-02-09", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-says-which-matter", build)


def test_the_judge_named_picks_their_matter_over_another_judge_s_of_the_same_act(pr):
    from tareekh.agent.question import NameIndex, understand

    q = understand("pendharkar J ndps chya bail appeal madhe pahile kay vichartat", registry=pr.registry,
                   today=date(2026, 6, 1), index=NameIndex(pr.registry))
    assert q.cases == ["A1"], q


def test_the_habit_of_the_judge_of_that_matter_is_answered_from_its_notes(pr):
    a = pr.ask("pendharkar J ndps ki bail appeal me sabse pehle kya puchhte", today="2026-06-01")
    assert "seizure memo" in a.answer, a.answer
    assert "charge framed" not in a.answer and not a.answer.startswith("Not on record"), a.answer


@pytest.mark.parametrize("text,verb", [("madam sabse pehle kya puchhti?", "puchhti"),
                                       ("judge sahab kaise dekhte", "dekhte")])
def test_a_habitual_participle_closing_the_question_without_its_copula_is_the_asking(text, verb):
    assert verb in habitual_verbs(text)


@pytest.mark.parametrize("text", ["ye kya hai", "kya pata", "next date kya thi"])
def test_a_question_word_before_no_participle_is_no_habitual(text):
    assert habitual_verbs(text) == []

