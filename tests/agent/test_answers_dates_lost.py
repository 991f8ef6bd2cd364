"""Why a matter's dates kept going by ("tareekhen bekaar kyun gayi", "for what reasons did it keep getting
adjourned", "how is it being dragged"): each day the matter was put off, with the reason its records give — a strike,
a witness who did not come, time sought for a written statement — every day cited, not its last and next date.

A small practice written for these tests, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.agent.dates_lost import asks_dates_lost
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by

SUIT = [
    ("2025-02-10", "Gholvekar partition suit - advocates abstained from work today on the Bar's strike call, nothing "
                   "happened. Next 14.03.2025."),
    ("2025-03-14", "Gholvekar partition suit - PW2 Talathi did not come despite summons. Fresh summons issued. "
                   "Next 18.04.2025."),
    ("2025-04-18", "Gholvekar partition suit - defendants' written statement still not filed. Their advocate "
                   "Pimputkar sought time. Granted on costs of Rs 500. Next 20.05.2025."),
    ("2025-05-20", "Gholvekar partition suit - PW1 cross-examined in full by Pimputkar. Next 25.06.2025 for DW1."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Shri V. K. Dhopeshwar, Civil Judge Junior Division", short="Dhopeshwar sahab"))
    reg.add_case(Case(id="S1", number="R.C.S. No. 118 of 2023", short_name="Gholvekar partition suit",
                      title="Tanmoyee Gholvekar vs Kherwadi Gholvekar", judge_id="J1", side="plaintiff"))
    for day, text in SUIT:
        practice.ingest_text(text, name=f"S1 {day}.txt", case_id="S1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "dates-lost", build)


@pytest.mark.parametrize("question", [
    "Gholvekar partition suit mein tareekhen bekaar kyun jaati rahi?",
    "Gholvekar partition suit me date kis kis wajah se badhti rahi",
    "why does the Gholvekar partition suit keep getting adjourned?",
    "Gholvekar partition suit baar baar kyon atak raha hai?",
])
def test_each_day_the_matter_was_put_off_is_told_with_its_reason(pr, question):
    a = pr.ask(question, today="2025-06-01")
    line = first_line(a).lower()
    assert "strike" in line and "talathi" in line and "written statement" in line, a.answer
    assert len(a.citations) >= 3, a.answer


def test_a_day_of_work_done_is_no_date_lost(pr):
    a = pr.ask("Gholvekar partition suit mein tareekhen bekaar kyun jaati rahi?", today="2025-06-01")
    assert "cross-examined in full" not in first_line(a), a.answer


@pytest.mark.parametrize("question", [
    "almost every date in the suit went waste, why?",
    "how is the other side dragging the suit?",
    "date kis kis wajah se badhti rahi",
    "suit lamba kaise khinch raha hai",
    "suit ma vaarevaar kem mudat pade che",  # Gujarati: again and again, in one word
    "suit ma vaaramvaar tarikh kem?",
    # stuck, held up: Hindi "atak", Marathi "atakli", Gujarati "atki", English "stuck"
    "commission wala kaam baar baar kyon atak raha hai",
    "mojani kashamule atakli?",
    "survey kem atki gayu?",
    "why is the suit stuck?",
])
def test_dates_lost_asked_in_any_words(question):
    assert asks_dates_lost(question)


@pytest.mark.parametrize("question", [
    "next date kab hai?",
    "why was the bail rejected?",
    "kitni tareekhen padi?",
    "what did the judge say last date?",
    "keno atok korlo?",  # Bengali: why was he detained — no date stuck
])
def test_other_questions_are_not_dates_lost(question):
    assert not asks_dates_lost(question)
