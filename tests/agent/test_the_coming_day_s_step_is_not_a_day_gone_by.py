""""<matter> status briefly - naale final hearing": the step the question names is the coming day's (the next date is
fixed for it), so the answer is the matter's story up to that day — not the report of an earlier day listed for a
hearing that came to nothing. Asked of a day gone by ("final hearing day kya hua?"), that day is reported.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by

TODAY = "2026-11-24"


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="W1", number="W.P. No. 7731 of 2025", short_name="Kempaiah khata writ",
                                    title="Kempaiah vs Hebbal Town Panchayat", side="petitioner"))
    notes = [
        ("2026-03-09", "Kempaiah writ - interim order: no coercive steps till next date. ND 06.04.2026 for hearing."),
        ("2026-04-06", "Kempaiah writ listed for hearing, item 41, not reached. Interim order extended. "
                       "ND 14.09.2026."),
        ("2026-09-14", "Kempaiah writ - Panchayat counsel to take instructions on restoring the khata. "
                       "ND 25.11.2026 final hearing."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="W1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "coming-day-step", build)


def test_a_status_asked_the_day_before_the_final_hearing_tells_the_story(pr):
    a = pr.ask("Kempaiah writ status briefly - naale final hearing", today=TODAY)
    first = a.answer.splitlines()[0]
    assert first.startswith("Last hearing in"), a.answer
    assert "25 Nov 2026" in first, a.answer


def test_a_day_gone_by_listed_for_the_step_is_still_reported(pr):
    a = pr.ask("Kempaiah writ hearing wale din kya hua tha?", today="2026-05-02")
    assert "6 Apr 2026" in a.answer.splitlines()[0], a.answer
