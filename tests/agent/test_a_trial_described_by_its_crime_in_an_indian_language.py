"""A sessions trial described by its crime in the lawyer's own language ("varadakshinai kolai case", "jautuk hatya
case") is the one matter whose registry entry writes that crime in
English ("dowry death", "murder"): the question is answered from it, not said back as "No such case". Every word of
the description must be a crime's, and one trial alone must write them all. Invented Tamil, Odia and Urdu
questions on an invented practice."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by

NOTES = [
    ("2026-06-10", "T1", "S.C. 31/2025 - PW4 Dr. Kalanjiyam, Asst. Surgeon - post-mortem: ante-mortem ligature mark, "
                         "death by asphyxia due to hanging. Our cross: no other injury. ND 14.07.2026."),
    ("2026-06-12", "T2", "S.C. 48/2025 - PW2 eyewitness Vaghmare - saw the accused strike with a rod; cross: the "
                         "street light was off that night. ND 20.07.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="S.C. 31 of 2025", short_name="Thanglura dowry death trial",
                      title="State vs Thanglura & Ors.", nature="dowry death"))
    reg.add_case(Case(id="T2", number="S.C. 48 of 2025", short_name="Pottekkatt murder trial",
                      title="State vs Pottekkatt", nature="murder"))
    for day, cid, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "crime-described", build)


@pytest.mark.parametrize("question", [
    "varadakshinai kolai case la doctor enna sonnar?",  # Tamil
    "jautuk hatya case re doctor kana kahile?",  # Odia
])
def test_a_dowry_death_described_in_the_lawyer_s_language_is_that_trial(pr, question):
    a = pr.ask(question, today="2026-08-01")
    assert not a.answer.startswith("No such case"), a.answer
    assert "hanging" in a.answer and "Vaghmare" not in a.answer.split("\n", 1)[0], a.answer


def test_a_killing_alone_that_both_trials_write_settles_on_neither(pr):
    # "qatl" is the murder of one trial and the death of the other: which one, the registry does not tell
    a = pr.ask("qatl case mein eyewitness ne kya kaha?", today="2026-08-01")
    assert "hanging" not in a.answer and "street light" not in a.answer, a.answer
