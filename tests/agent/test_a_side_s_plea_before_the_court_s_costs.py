"""A side's day put off whose line is only the court's answer ("<judge> annoyed - costs Rs 800 on them, last
chance"): the plea told for that day is the side's own words quoted in the sentences before it, not the costs or
the bench's mood. agent/side_excuses.py.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Sri K. Hrangbung"))
    reg.add_person(Client(id="CL1", name="Vanlaldika Zoramthanga"))
    reg.add_case(Case(id="T1", number="I.D. 14/2025", short_name="Vanlaldika dismissal reference",
                      title="Vanlaldika Zoramthanga vs Management of Thenzawl Weaving Mills", counsel_id="OC1",
                      client_id="CL1", side="workman"))
    notes = [
        ("2026-03-02", "Vanlaldika reference - Hrangbung - \"muster rolls not traced, old files in the godown\". "
                       "Fanai saheb annoyed - costs Rs 800 on the management, last chance. Next 13.04.2026."),
        ("2026-04-13", "Vanlaldika reference - Hrangbung sought time again, his witness is in Delhi. Next 25.05.2026."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"T1 {day}.txt", case_id="T1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "side-plea-before-costs", build)


def test_the_plea_of_a_day_the_court_laid_costs_is_the_side_s_quoted_words(pr):
    a = pr.ask("vanlaldika reference me management kaise delay kar raha hai?", today="2026-06-20")
    line = first_line(a)
    assert "muster rolls not traced" in line, a.answer
