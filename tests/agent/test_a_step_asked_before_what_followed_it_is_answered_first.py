"""A question of two parts whose first asks a step never taken, in any language's verb of giving, filing or becoming
("<paper> koduthu?", "<paper> file aayta?", "<thing> hoye gelo?"), gets that step's "not on record" before anything
the second part asks.

Before, "<matter> bail-il <condition> relax cheyyan petition koduthu? Sessions judge entha paranju" (was a petition
given to relax the condition? what did the judge say) was answered with the bail order's lines, as if the petition
had been heard: Malayalam's "koduthu" (gave) and Kannada's "file aayta" (was it filed) were no verbs of a paper put
in, so the first part was never read as a step. Names here are no data set's.
"""

from __future__ import annotations

import pytest

from tareekh.agent.step_words import _filing_asked, _happening_asked
from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by, opened_offline

TODAY = "2031-03-10"

NOTES = [
    ("B1", "2030-10-05", "Crl.M.P. 5521/2030 bail of Parimalendu - granted by Sessions Judge on conditions: report "
                         "at the police station every Monday, surety of Rs. 50,000. Bond executed 07.10.2030."),
    ("B1", "2030-12-14", "Parimalendu bail - he reported every Monday; no complaint from police. File kept."),
]


def build(practice, _tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="K1", name="Parimalendu Jotirmoy"))
    reg.add_case(Case(id="B1", number="Crl.M.P. 5521/2030", short_name="Parimalendu bail",
                      title="Parimalendu Jotirmoy vs State", client_id="K1", side="petitioner"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "step-before-what-followed", build))


@pytest.mark.parametrize("clause", ["condition relax cheyyan petition koduthu",  # Malayalam: gave
                                    "modification petition kuduthaanga",  # Tamil: gave
                                    "modification application kottidra",  # Kannada: gave, asked
                                    "modification petition ichcharu",  # Telugu: gave
                                    "inspector report court ge file aayta"])  # Kannada: became filed, asked
def test_a_paper_given_or_filed_in_any_language_is_a_step_asked(clause):
    assert _filing_asked(clause) or _happening_asked(clause)


@pytest.mark.parametrize("clause", ["compounding hoye gelo", "compounding hoye gechhe", "compounding hoi gol"])
def test_a_thing_become_done_in_the_eastern_languages_is_a_happening_asked(clause):
    assert _happening_asked(clause)


@pytest.mark.parametrize("clause", ["report kya hai", "next date enna", "order copy evide"])
def test_a_paper_asked_for_what_it_is_is_no_step(clause):
    assert not _filing_asked(clause)


@pytest.mark.parametrize("question", [
    "Parimalendu bail-il condition relax cheyyan petition koduthu? Sessions judge entha paranju",  # Malayalam
    "Parimalendu bail alli condition relax maadoke application kottidra? judge enu helidru",  # Kannada
])
def test_a_petition_never_given_is_not_on_record_before_what_the_judge_said(pr, question):
    a = pr.ask(question, today=TODAY)
    assert first_line(a).startswith("Not on record"), a.answer
