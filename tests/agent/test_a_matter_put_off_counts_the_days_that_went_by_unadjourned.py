"""Why one matter keeps being put off, asked with no side named: every day it went by counts, not only the days a
line says "time sought" or "adjourned" — a day the accused did not come, or a witness was away in a script's own
word, went by too, and is told with its date and its words beside the days time was sought.

A small practice written for these tests, in other words and names than the data sets."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by

NOTES = [
    ("2025-02-10", "Thangkhiew cheque case - accused Odedra ahi nai. Madam ne BW issue korile. ND 17/3"),
    ("2025-03-17", "Thangkhiew cheque case - CW1 affidavit dilu. Pachauri sir cross r babe time loise. ND 28/4"),
    ("2025-04-28", "Thangkhiew cheque case - LW2 Kshetrimayum గైర్హాజరు. Summons again. ND 9/6"),
    ("2025-06-09", "Thangkhiew cheque case - CW1 cross done. ND 21/7 for defence evidence"),
]


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="T1", number="C.R. Case 512/2024", short_name="Thangkhiew cheque case",
                                    title="Wanphrang Thangkhiew vs Hirjibhai Odedra", side="complainant"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"T1 {day}.txt", case_id="T1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "put-off-days-unadjourned", build)


@pytest.mark.parametrize("question", [
    "thangkhiew cheque case itiman deri kio hoi ase",
    "why is the thangkhiew cheque case getting delayed?",
])
def test_the_days_a_person_stayed_away_count_with_the_time_sought(pr, question):
    a = pr.ask(question, today="2025-08-01")
    line = first_line(a)
    assert "17 Mar 2025" in line, a.answer  # the time sought
    assert "10 Feb 2025" in line and "28 Apr 2025" in line, a.answer  # the accused away; the listed witness away
    assert "9 Jun 2025" not in line and cited_ok(pr, a), a.answer  # a day's work done is no day lost
