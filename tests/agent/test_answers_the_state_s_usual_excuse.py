"""The excuse itself asked across matters ("what excuse does the State always give?", "sarkar hamesha kya bahana
banati hai?", "sorkar sob somoy ki ojuhat dey?"): the other side's adjournments grouped by the plea each day's
records give, the commonest first, each with its matters and dates.

Own small practice (two matters against the State, one private suit), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="W1", number="W.P. No. 140 of 2025", short_name="Kujur land writ",
                      title="Anita Kujur vs State of Odisha", side="petitioner"))
    reg.add_case(Case(id="W2", number="W.P. No. 377 of 2025", short_name="Majhi pension writ",
                      title="Majhi vs State of Odisha", side="petitioner"))
    reg.add_case(Case(id="S1", number="C.S. No. 12 of 2024", short_name="Behera shop suit",
                      title="Behera vs Nayak", side="plaintiff"))
    notes = [("W1", "2026-01-12", "Kujur land writ - AGA sought time, instructions not received from Collectorate."),
             ("W2", "2026-02-16", "Majhi pension writ - State counsel sought time; instructions awaited from the "
                                  "department."),
             ("W2", "2026-03-23", "Majhi pension writ - AGA sought time as he was unwell."),
             ("S1", "2026-03-02", "Behera shop suit - defendant's counsel sought time, instructions awaited.")]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "state-usual-excuse", build)


@pytest.mark.parametrize("question", [
    "what excuse does the State always give in our matters?",
    "sarkar hamesha kya bahana banati hai hamare matters me?",
    "sorkar sob somoy ki ojuhat dey amader mamla te?",
])
def test_the_state_s_commonest_plea_comes_first_with_its_days(pr, question):
    line = first_line(pr.ask(question, today="2026-06-01"))
    assert line.startswith("The State's pleas for time"), line
    first = line.split(";")[0]
    assert "instructions" in first and "two times" in first, line
    assert "Behera shop suit" not in line, line
