"""A briefing asked of a matter by its court's initials and the thing it is about ("MACT tractor claim poorti
heli", "the tribunal matter") is that matter's briefing: the words the registry describes the case by (its court,
with the court's initials, its nature) say which matter, they narrow it to no topic.

A small practice written for these tests, in Kannada and Hindi notes in Latin letters, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="M1", number="M.V.C. No. 412 of 2025", short_name="Hirekurabar accident claim",
                      title="Gurunathappa Hirekurabar vs Oriental Transport", court="Motor Accidents Claims Tribunal, Hubballi",
                      nature="claim for the death of a tractor driver on the Hubballi bypass", side="petitioner"))
    reg.add_case(Case(id="O1", number="O.S. No. 90 of 2024", short_name="Hirekurabar well suit",
                      title="Gurunathappa Hirekurabar vs Panchayat", court="Civil Judge, Kundgol",
                      nature="injunction over a shared well", side="plaintiff"))
    notes = [
        ("M1", "2026-01-14", "MACT - Hirekurabar claim - tractor RC and driving licence copies filed. Insurer ge notice. "
                             "Next 18.02.2026."),
        ("M1", "2026-02-18", "MACT - Hirekurabar claim - insurer counter filed, says tractor trailer had no permit. "
                             "Next 25.03.2026 for PW1."),
        ("O1", "2026-02-02", "Kundgol - Hirekurabar well suit - issues framed. Next 09.03.2026."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "court-and-subject", build)


@pytest.mark.parametrize("question", ["Hirekurabar MACT tractor claim poorti heli", "Hirekurabar MACT wala matter poora batao"])
def test_a_matter_asked_by_its_court_s_initials_and_subject_is_briefed(pr, question):
    a = pr.ask(question, today="2026-03-01")
    line = first_line(a)
    assert "Next date" in line and "25 Mar 2026" in line, a.answer
    assert "As your registry describes it" in line and "Last hearings where work was done" in line, a.answer
