"""A matter that is itself the outcome asked (a bail application asked "did bail come?", a stay petition asked "was
the stay granted?"): the question's other words are the matter's name and a verb of its language, so no note must
hold them; the court's order that names the outcome answers yes or no, with the day and its terms.

A small practice written for these tests: one bail application, notes with invented names, and an unrelated note
whose words ("nahi", "nai") match the question's verb of denial.
"""

from __future__ import annotations

import datetime

import pytest

from tareekh.registry.models import Case, Client

NOTES = [
    ("B1", "2026-03-02", "Kothari bail - APP sought time to file reply on antecedents. Next 16.03.2026."),
    ("B1", "2026-03-16", "16.03.26 Sessions Ct 3 - Kothari bail ALLOWED by the ASJ. Bond of Rs. 40,000 with two "
                         "sureties, weekly attendance at the police station. Brother to stand surety."),
    ("B1", "2026-02-10", "Kothari family - 12,000 fees abhi bhi nahi diya, paisa nai aaya."),
]
TODAY = "2026-04-01"


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("own-outcome") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Client(id="CK", name="Irfan Kothari"))
        reg.add_case(Case(id="B1", number="Bail Application No. 77 of 2026", short_name="Kothari bail",
                          title="Irfan Kothari vs State", client_id="CK", side="applicant"))
        for case_id, day, text in NOTES:
            p.ingest_text(text, name=f"note {day}.txt", case_id=case_id, date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


@pytest.mark.parametrize("typed", [
    "irfan kothari ko bail mili ki nahi?",          # Hinglish
    "irfan kothari la jamin milala ka nahi?",       # Marathi
    "irfan kothari nu bail mili ke nahi?",          # Punjabi
    "irfan kothari ki bail dorikinda ledha?",       # Telugu
])
def test_a_bail_application_asked_whether_bail_came_answers_yes_from_its_order(pr, typed):
    answer = pr.ask(typed, today=datetime.date.fromisoformat(TODAY))
    first = answer.answer.splitlines()[0]
    assert first.startswith("Yes"), answer.answer
    assert "16 Mar 2026" in first and "40,000" in first, answer.answer
