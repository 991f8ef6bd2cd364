"""'Which of my cases went not reached this year?': every matter whose notes say the day's list did not reach it, in
whichever language the note was typed, named once with its days and a record cited each; a matter put off for
another reason (the other side's time) is not among them. 'This year' asked in a year's first days is the year just
ended as well. A small practice written for this test (a High Court bench and a revenue board, invented)."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import understand
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by

NOTES = [
    ("W1", "2026-03-11", "11.03.2026 - कोर्ट 41 - क्षीरसागर रिट - केस नहीं पहुँचा। अगली तारीख 22.04.2026"),
    ("W1", "2026-04-22", "Kshirsagar writ - counter filed by the State. Next 10.06.2026."),
    ("A1", "2026-06-17", "Pachauri appeal - board hi nahi pahunchi, item 63 tak hi aaye. Next 05.08.2026"),
    ("R1", "2026-08-19", "Bhandup revision - Pachauri's counsel sought time, his senior is out of station. "
                         "Next 30.09.2026."),
    ("W1", "2025-09-03", "Kshirsagar writ - not reached. Next 12.11.2025."),
]


def build(practice, _folder) -> None:
    reg = practice.registry
    reg.add_case(Case(id="W1", number="Writ Petition No. 7714 of 2025", short_name="Kshirsagar writ",
                      title="Kshirsagar vs State", side="petitioner"))
    reg.add_case(Case(id="A1", number="First Appeal No. 219 of 2024", short_name="Pachauri appeal",
                      title="Pachauri vs Municipal Board", side="appellant"))
    reg.add_case(Case(id="R1", number="Civil Revision No. 88 of 2026", short_name="Bhandup revision",
                      title="Bhandup Traders vs Pachauri", side="petitioner"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "not-reached", build)


@pytest.mark.parametrize("question", [
    "is saal kaun kaun se case not reached me gaye",
    "which of my matters were not reached this year?",
])
def test_the_matters_not_reached_are_named_once_each_with_a_record_cited(pr, question):
    a = pr.ask(question, today="2026-12-01")
    line = first_line(a)
    assert line.startswith("Two matters"), a.answer
    assert "Kshirsagar writ" in line and "11 Mar 2026" in line, a.answer
    assert "Pachauri appeal" in line and "17 Jun 2026" in line, a.answer
    assert "Bhandup" not in line and "3 Sep 2025" not in line, a.answer  # another reason; last year
    assert cited_ok(pr, a)


def test_this_year_asked_in_the_first_days_of_january_holds_the_year_just_ended():
    q = understand("is saal kaun kaun se case not reached me gaye", registry=None, today=date(2027, 1, 6))
    assert q.since == date(2026, 1, 1) and q.until == date(2027, 1, 6)
    q = understand("is saal kaun kaun se case not reached me gaye", registry=None, today=date(2027, 3, 6))
    assert q.since == date(2027, 1, 1)
