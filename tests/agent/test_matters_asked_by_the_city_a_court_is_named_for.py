"""The matters at a city asked by the name the city goes by today, when the registry's court keeps its old name or
is a High Court named for the state or for the old city ("bengaluru me mere kaun kaun se matter hain?" of the "High
Court of Karnataka" and "City Civil Court, Bangalore"): every matter seated there — and not a bench that sits
elsewhere though the court's name holds the city ("Madras High Court (Madurai Bench)" is no Chennai matter)
(agent/city_names.py, agent/forum_asked.py).

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    for cid, number, short, title, court, nxt in (
        ("K1", "W.P. No. 5521 of 2026", "Thekkumkal quarry writ", "Jaiswara Stone Works vs State of Karnataka",
         "High Court of Karnataka", "2026-09-14"),
        ("K2", "O.S. No. 808 of 2025", "Sabnani shop suit", "Lalremsiami Sabnani vs Ozarde Traders",
         "City Civil Court, Bangalore", "2026-09-21"),
        ("K3", "O.S. No. 77 of 2026", "Pingle well suit", "Pingle vs Pingle", "Principal Civil Judge, Mysore",
         "2026-09-25"),
        ("K4", "W.P.(MD) No. 310 of 2026", "Jaiswara temple writ", "Jaiswara vs State of Tamil Nadu",
         "Madras High Court (Madurai Bench)", "2026-09-28"),
    ):
        practice.registry.add_case(Case(id=cid, number=number, short_name=short, title=title, court=court,
                                        next_date=nxt))


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "city-names", build)


@pytest.mark.parametrize("question", ["bengaluru me mere kaun kaun se matter hain?",
                                      "bengaluru la ennoda matters enna enna?"])
def test_a_city_asked_by_its_name_today_finds_the_courts_that_keep_its_old_one(pr, question):
    a = pr.ask(question, today="2026-09-01")
    line = first_line(a)
    assert "Thekkumkal quarry writ" in line and "Sabnani shop suit" in line, a.answer
    assert "Pingle well suit" not in line and "Jaiswara temple writ" not in line, a.answer


def test_a_bench_seated_elsewhere_is_not_the_city_its_court_is_named_for():
    from tareekh.agent.city_names import high_court_seat

    assert high_court_seat("Madras High Court (Madurai Bench)") == {"madurai"}
    assert "chennai" in high_court_seat("Madras High Court")
    assert "kolkata" in high_court_seat("High Court at Calcutta")
    assert high_court_seat("High Court of Madhya Pradesh, Bench at Gwalior") == {"gwalior"}
