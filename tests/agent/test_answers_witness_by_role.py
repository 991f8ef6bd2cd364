"""A witness asked about by role ("the doctor", "the IO") rather than by number or name is the witness the notes
describe so: the answer is that witness's examination, headed by their number and name.

A small practice written for these tests (an accident claim with a doctor and an investigating officer examined),
in other words than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="W1", number="M.A.C.P. No. 210 of 2024", short_name="Pathak accident claim",
                                    title="Vilas Pathak vs Rajdhani Roadways", side="petitioner"))
    notes = [
        ("2025-03-04", "PW1 Vilas Pathak examined in chief, exhibits P1 to P6 marked. Next date 18.03.2025."),
        ("2025-03-18", "PW2 Dr. Revati Sathe, orthopaedic surgeon, cross-examined by the insurer's counsel; "
                       "admitted that the disability certificate was issued without a board. Next date 02.04.2025."),
        ("2025-04-02", "R1W1 head constable Pralhad Mali (IO) cross-examined; conceded that the site plan was drawn "
                       "two days later. Next date 20.04.2025."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="W1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-role", build)


@pytest.mark.parametrize("question", ["Pathak claim: what did the doctor admit in cross?",
                                      "Pathak claim mein doctor ne cross me kya maana?"])
def test_a_witness_asked_by_role_is_the_witness_the_notes_describe_so(pr, question):
    a = pr.ask(question, today="2025-05-01")
    line = first_line(a)
    assert "PW-2" in line and "Revati Sathe" in line, a.answer
    assert "disability certificate" in a.answer
