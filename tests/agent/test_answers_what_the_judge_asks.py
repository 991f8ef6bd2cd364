"""Asked what a judge asks ("pehle kya poochte hain?", "adhi kay vichartat?", "enna kekkaaru?"), the line where the
judge puts a question is the answer, before a line of the same hearing where the judge only speaks.

A small practice written for these tests (a High Court bail matter), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Hon'ble Mr. Justice Vishwas Kulkarni", short="Kulkarni J",
                         court="High Court, Court No. 11", court_hall="Court No. 11"))
    reg.add_case(Case(id="B1", number="B.A. No. 410 of 2026", short_name="Ghorpade bail",
                      title="Sandeep Ghorpade vs State", judge_id="J1", side="applicant"))
    notes = [
        ("B1", "2026-01-05", "5.1.26 Ghorpade bail BA 410/26 - Kulkarni J pehla sawal: \"police papers kahan "
                             "hain?\" APP Shinde will take instructions."),
        ("B1", "2026-02-02", "2/2 Ghorpade bail - police papers phir nahi aaye.\n"
                             "Kulkarni J: \"last opportunity; the IO to ensure the papers reach the APP\".\n"
                             "judge ne poocha accused ka criminal record hai ki nahi - we said none, affidavit to be "
                             "filed."),
        ("B1", "2026-03-09", "9.3.26 Ct 11 - Ghorpade bail\nKulkarni J ne 3 weeks diya, APP reply awaited."),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "what-the-judge-asks", build)


@pytest.fixture(scope="module")
def pr(built):
    yield from opened_offline(built)


@pytest.mark.parametrize("question", [
    "Kulkarni J bail mein pehle kya poochte hain?",  # Hindi
    "what does Kulkarni J ask first in bail matters?",  # English
])
def test_asked_what_the_judge_asks_the_line_of_the_judge_asking_is_the_answer(pr, question):
    a = pr.ask(question, today="2026-04-01")
    assert "criminal record" in first_line(a), a.answer


@pytest.mark.parametrize("question, asked", [
    ("Kulkarni J bail mein pehle kya poochte hain?", True),  # Hindi
    ("madam adhi kay vichartat?", True),  # Marathi
    ("saheb age ki jigges koren?", True),  # Bengali
    ("judge garu mundu emi adugutaru?", True),  # Telugu
    ("avar mudhalil enna kekkaaru?", True),  # Tamil
    ("unka tareeka kya hai?", False),  # their way, nothing of asking
    ("kitni baar time maanga?", False),  # time asked for, no question put
])
def test_a_question_of_what_someone_asks_is_told_in_the_languages(question, asked):
    from tareekh.agent.ask_verbs import asks_asking

    assert asks_asking(question) is asked


def test_a_line_of_the_judge_putting_a_question_is_not_one_of_time_asked_for():
    from tareekh.agent.ask_verbs import puts_question

    assert puts_question("judge ne poocha accused ka record hai ki nahi")
    assert not puts_question("APP asked for time to file the reply")
