"""A side's defence asked as its habit across hearings ("what defence does the insurer take every time?", "company ka
bachav har baar kya hota hai?") is each day its stand is written — its pleading (a written statement, a forum's
"written version", a reply), its counsel's argument ("<counsel> for R2: …") — oldest first, each cited: never the
time the side sought, which is its delaying. Its excuses for time stay agent/side_excuses.py's. agent/defence_kept.py.
A small practice written for this test, in other words and names than the data sets."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by

NOTES = [
    ("2025-03-04", "MACT Thabah claim - R2 insurer sought time for written statement. Next 15.04.2025."),
    ("2025-04-15", "MACT Thabah claim - R2 filed written statement: driver held no valid licence on the day, "
                   "policy breach. Next 27.05.2025."),
    ("2025-05-27", "MACT Thabah claim - R2 sought time again, their officer on leave. Next 08.07.2025."),
    ("2025-07-08", "MACT Thabah claim - args. Phanbuh for R2: no valid licence, breach of policy, pay and recover "
                   "at most. Reserved."),
]


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="A1", number="MACP 219/2024", short_name="Thabah claim",
                                    title="Iaidalin Thabah vs Ranee Indemnity Co. Ltd. & Anr.", side="claimant"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"A1 {day}.txt", case_id="A1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "defence-as-habit", build)


@pytest.mark.parametrize("question", [
    "thabah claim me insurance company ka defence har baar kya hota hai?",  # Hindi
    "thabah claim la company cha defence pratyek veli tech asto ka?",  # Marathi
])
def test_a_side_s_defence_every_time_is_its_stand_day_by_day(pr, question):
    a = pr.ask(question, today="2025-08-01")
    line = first_line(a)
    assert "15 Apr 2025" in line and "8 Jul 2025" in line, a.answer  # the written statement, the argument
    assert "licence" in line, a.answer
    assert "officer on leave" not in line, a.answer  # its time sought is no defence
    assert cited_ok(pr, a), a.answer
