"""A person asked by a title written before the name ("Dr. X", "Prof. X", "Smt. X", "Thiru X", "Sri X") whom neither
the registry nor any record holds is said back as no record, never answered from another person of the same role in
the case (the doctor the notes do name). A titled person the notes do name is answered from them.

A small practice written for these tests (an accident claim with a doctor's evidence), in other words than the data
sets the answerer was developed on.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Judge
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("T1", "2025-02-06", "Claim petition. Dr. Umakant Ketkar (orthopaedic) examined as PW2, proved the disability "
                         "certificate of 40%. Cross by insurer deferred. Next date 13.03.2025."),
    ("T1", "2025-03-13", "Dr. Ketkar cross-examined by insurer counsel; stood firm on the fracture. Evidence closed. "
                         "ND 24.04.2025 for arguments."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="TC1", name="Shripad Ahire"))
    reg.add_person(Judge(id="TJ1", name="R. K. Bhagwat", short="Bhagwat", court="Motor Accident Claims Tribunal (MACT), Nashik"))
    reg.add_case(Case(id="T1", number="M.A.C.P. No. 55 of 2024", short_name="Ahire accident claim",
                      title="Shripad Ahire vs Shubham Roadlines", judge_id="TJ1", nature="motor accident claim", client_id="TC1",
                      side="claimant"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "titled-person", build)


@pytest.mark.parametrize("question", [
    "Ahire claim me Dr. Vishwanathan ka evidence ho gaya?",          # Hinglish
    "MACT me Dr. Vishwanathan ka evidence ho gaya?",                 # the court, not the case, named
    "MACT la Dr. Vishwanathan saatchi mudinjucha",                   # Tamil words
    "MACT lo Prof. Vishwanathan evidence aipoyinda",                 # Telugu words
    "MACT e Smt. Vishwanathan er sakkhi hoyeche?",                   # Bengali words
])
def test_a_titled_person_nobody_holds_is_said_back_not_answered_from_the_cases_own_doctor(pr, question):
    a = pr.ask(question, today="2025-06-01")
    assert "no record" in first_line(a).lower(), a.answer
    assert "Vishwanathan" in first_line(a), a.answer
    assert "Ketkar" not in a.answer, a.answer


def test_a_titled_person_the_notes_name_is_answered_from_them(pr):
    a = pr.ask("Ahire claim me Dr. Ketkar ka evidence ho gaya?", today="2025-06-01")
    assert "Ketkar" in a.answer and "No record" not in first_line(a), a.answer
