""""Who mostly takes the adjournments in <matter>?": the matter's days put off, counted by who sought each (the side
and the person the notes name), the side with the most first, with the dates and the costs a day was given on —
the pattern, not one day's line. A question that names no matter, or asks how many times, is another question.

Own small practice, invented names and words."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel, Party
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Sh. Ulhas Khandolkar"))
    reg.add_case(Case(id="M1", number="Spl. Civil Suit No. 41 of 2025", short_name="Zuarkar orchard suit",
                      title="Zuarkar vs Khandolkar Builders", counsel_id="OC1", side="plaintiff",
                      parties=[Party(name="Nivashini Zuarkar", role="plaintiff"),
                               Party(name="Khandolkar Builders", role="defendant")]))
    notes = [
        ("2026-01-12", "Orchard suit - Khandolkar sought time to file the written statement. ND 16.2.26"),
        ("2026-02-16", "Orchard suit - Khandolkar absent, his clerk said he is unwell. Court gave time on costs of "
                       "Rs 700. ND 23.3.26"),
        ("2026-03-23", "Orchard suit - issues framed. ND 27.4.26"),
        ("2026-04-27", "Orchard suit - we sought time, our witness is abroad. ND 1.6.26"),
        ("2026-06-01", "Orchard suit - defendant again sought time for cross, last chance. ND 6.7.26"),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"M1 {day}.txt", case_id="M1", date=day, author="Junior")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "who-mostly-takes-the-dates", build)


@pytest.mark.parametrize("question", [
    "who mostly takes the adjournments in the orchard suit?",
    "orchard suit me adjournment zyada kaun leta hai",
])
def test_the_side_that_took_most_days_is_said_first_with_its_dates_and_costs(pr, question):
    line = first_line(pr.ask(question, today="2026-07-01"))
    assert line.startswith("Mostly the other side"), line
    assert "16 Feb 2026" in line and "1 Jun 2026" in line and "700" in line, line
    assert "our side once" in line and "27 Apr 2026" in line, line


def test_how_many_times_is_not_asked_who(pr):
    line = first_line(pr.ask("how many times did the defendant take time in the orchard suit?", today="2026-07-01"))
    assert not line.startswith("Mostly"), line


@pytest.mark.parametrize("question", [
    "who came last time in the orchard suit?",
    "orchard suit kab tak chalega yaar, time bahut ho gaya",
])
def test_a_time_that_is_no_time_sought_is_not_asked_who_takes_the_dates(question):
    from tareekh.agent.who_adjourns import asks_who_adjourns

    assert not asks_who_adjourns(question)
