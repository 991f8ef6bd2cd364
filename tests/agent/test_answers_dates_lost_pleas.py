"""Why the other side keeps delaying a matter, answered with each day's plea and what the court said back to it:
"why does the Corporation keep delaying the Zirpe writ?".

A day's plea takes the sentence after the adjournment when it is the court's answer to the plea — a last chance,
costs, no further time, the officer to appear in person — since that is the pattern a lawyer asks about. A day
whose diary line says only "time taken" and whose clerk's message, another record of the same day, says why
("instructions awaited from the Executive Engineer") gives both, each cited.

A small practice written for these tests, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tests.agent.helpers import first_line, home_built_by
from tareekh.registry.models import Case, Judge

WRIT = [
    ("2025-02-04", "W.P. 8812/2024 Zirpe v. Municipal Corporation",
     "4.2.25 Zirpe writ - Corporation counsel Hulgeri took time for reply. Next 11.03.25."),
    ("2025-02-04", "Whatsapp Vannadi clerk",
     "16:40 Vannadi clerk: Sir Zirpe matter - Hulgeri madam said instructions awaited from the Executive Engineer. "
     "Next 11 March."),
    ("2025-03-11", "W.P. 8812/2024 order 11.03.2025",
     "1. The learned counsel for the Corporation again seeks time to file the reply, since the file is with the "
     "Executive Engineer. As a last chance, three weeks are granted. 2. List on 22.04.2025."),
    ("2025-04-22", "W.P. 8812/2024 Zirpe",
     "22.4.25 Zirpe writ - reply filed by the Corporation. Our rejoinder in 2 weeks. Next 10.06.25."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Justice A. Malkhede", short="Malkhede J"))
    reg.add_case(Case(id="W1", number="W.P. No. 8812 of 2024", short_name="Zirpe writ",
                      title="Sunrita Zirpe vs Municipal Corporation", judge_id="J1", side="petitioner"))
    for day, name, text in WRIT:
        practice.ingest_text(text, name=f"{name}.txt", case_id="W1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "dates-lost-pleas", build)


@pytest.fixture
def answer(pr):
    return pr.ask("why does the Corporation keep delaying the Zirpe writ again and again", today="2025-06-01")


def test_the_courts_last_chance_after_the_plea_goes_with_the_day(answer):
    line = first_line(answer).lower()
    assert "again seeks time" in line, answer.answer
    assert "last chance" in line, answer.answer


def test_a_same_day_message_that_says_why_time_was_taken_is_given_with_the_diary_line(answer):
    line = first_line(answer).lower()
    assert "took time for reply" in line, answer.answer
    assert "instructions awaited from the executive engineer" in line, answer.answer


def test_a_day_of_work_done_is_no_date_lost(answer):
    assert "rejoinder" not in first_line(answer).lower(), answer.answer
