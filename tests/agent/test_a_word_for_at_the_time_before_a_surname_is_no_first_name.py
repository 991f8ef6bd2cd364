"""'<a hearing> <at the time> <surname> ne kya kaha': the word for "at the time of" before a counsel's surname, in the
lawyer's language (Bengali "shomoye", Telugu "samayamlo", Malayalam "samayathu"), is no first name of another person
nobody holds; the question is about the counsel the registry holds by that surname. Before, it was answered
"There is no one called <word> <Surname> in your registry".

A small practice written for these tests, in other words than the data sets the answerer was developed on.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import home_built_by

NOTES = [
    ("G1", "2025-02-12", "Plea recorded. Chakladar for the accused: the cheque was given only as security, no debt. "
                         "Next date 20.03.2025."),
    ("G1", "2025-03-20", "Complainant's chief filed. Chakladar sought time to cross. Next date 24.04.2025."),
]


def build(practice, tmp) -> None:
    practice.registry.add_person(Counsel(id="GC1", name="Sri Anirban Chakladar"))
    practice.registry.add_case(Case(id="G1", number="C.C. No. 402 of 2024", short_name="Haldipur cheque",
                                    title="Haldipur Agro vs Rongpi", side="complainant", counsel_id="GC1"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "at_the_time", build)


@pytest.mark.parametrize("question", [
    "plea shomoye chakladar ki defence nilo?",  # Bengali
    "plea samayamlo chakladar emi defence teesukunnaru?",  # Telugu
    "plea samayathu chakladar enthu defence eduthu?",  # Malayalam
])
def test_the_word_for_at_the_time_is_not_read_as_a_first_name(pr, question):
    a = pr.ask(question, today="2025-04-01")
    assert "There is no one called" not in a.answer, a.answer
    assert "security" in a.answer, a.answer
