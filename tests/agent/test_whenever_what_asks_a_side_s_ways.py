""""When" and "what" side by side before a verb in the habitual present ("<side> eppo enna pannuvaanga", "yaavaga
enu maadtaare", "kab kya karte hain") asks no day — a "what" is asked — so the "when" is "whenever": what that side
does every time, its ways across the hearings (agent/habit_asked.py _WHEN_WHAT), not the matter's last and next
date. A "when" alone ("next date eppudu", "bail kab mili") still asks a day.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.habit_asked import every_time
from tareekh.registry.models import Case, Counsel, Party
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("2026-01-16", "Ponmudi MCOP - Vembu Transport counter filed through Adv Arivazhagan: the deceased was drunk, "
                   "no licence; claim excessive. Next 20.02.2026."),
    ("2026-02-20", "Ponmudi MCOP - PW1 cross by Arivazhagan - drunk driving suggestion denied. Next 27.03.2026."),
    ("2026-03-27", "Ponmudi MCOP - PW2 cross by Arivazhagan: suggestion that the deceased was drunk - denied. "
                   "Arivazhagan sought time for RW1. Next 30.04.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Sri K. Arivazhagan"))
    reg.add_case(Case(id="P1", number="M.C.O.P. No. 212 of 2025", short_name="Ponmudi MCOP",
                      title="Kuzhalmozhi Ponmudi vs Vembu Transport Corporation", counsel_id="OC1", side="claimant",
                      parties=[Party(name="Kuzhalmozhi Ponmudi", role="claimant"),
                               Party(name="Vembu Transport Corporation", role="respondent")]))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"P1 {day}.txt", case_id="P1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "whenever-what", build)


@pytest.mark.parametrize("text", ["<side> eppo enna pannuvaanga", "<side> yaavaga enu maadtaare",
                                  "<side> kab kya karte hain", "<side> ketiya ki kore thake"])
def test_when_then_what_before_a_habitual_verb_is_every_time(text):
    assert every_time(text)


@pytest.mark.parametrize("text", ["next date eppudu", "bail kab mili", "eppudu em ayyindi", "kab kya hua tha"])
def test_a_when_that_asks_a_day_or_one_occasion_is_not_every_time(text):
    assert not every_time(text)


def test_a_side_asked_what_it_does_whenever_is_its_ways_across_the_hearings(pr):
    a = pr.ask("ponmudi mcop la vembu transport eppo enna pannuvaanga", today="2026-06-01")
    line = first_line(a)
    assert "drunk" in line, a.answer
    assert "sought time" in line or "sought time" in a.answer, a.answer
