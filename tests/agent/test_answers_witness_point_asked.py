"""What a witness said on the point asked is the first sentence, though a long account is quoted by its opening; an
English word of the notes typed in Devanagari ("गार्ड") is read as that word, told apart from one that differs from
it only by voicing ("card").

A small practice written for these tests (a theft trial), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

_ACCOUNT = (
    "S.C. 55/2024 - State v. Irfan - PW-1 Suresh Gaikwad (godown supervisor) - cross-examination points, for the "
    "written arguments.\n"
    "1. Timing: in chief he put the theft at about 11 at night; in cross he first said midnight, then 'after the "
    "last shift', which ends at 10.\n"
    "2. Register: the visitor card register for that week was never shown to the police and is not on record.\n"
    "3. Locks: he accepted that two of the four shutters had no padlock for a month before the theft and that he "
    "had written to the owner about it only once, by hand, with no copy kept.\n"
    "4. Admitted the night guard was asleep in the cabin when the lorry left the yard.\n"
    "5. Denied the suggestion that he had a quarrel with the accused over wages.\n"
    "- Neha"
)


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="S.C. No. 55 of 2024", short_name="Irfan godown theft",
                      title="State vs Irfan", side="accused"))
    notes = [
        ("2025-02-03", "Irfan godown theft - PW-1 Suresh Gaikwad chief recorded. Cross deferred, next 04.03.2025."),
        ("2025-03-04", "Irfan godown theft - PW-1 Suresh cross done, discharged. Points in Neha's note."),
        ("2025-03-04", _ACCOUNT),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note T1 {day} {len(text)}.txt", case_id="T1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-point", build)


@pytest.mark.parametrize("question", ["PW-1 ne cross mein guard ke baare mein kya maana?",
                                      "PW-1 सुरेश ने जिरह में गार्ड के बारे में क्या माना?"])
def test_the_witness_s_point_asked_is_the_first_sentence(pr, question):
    a = pr.ask(question, today="2025-06-01")
    assert "asleep" in first_line(a), a.answer


@pytest.mark.parametrize("question", ["PW-1 ne cross mein kya kya maana?", "what all did PW-1 admit in cross?"])
def test_every_admission_asked_for_is_in_the_first_sentence(pr, question):
    a = pr.ask(question, today="2025-06-01")
    line = first_line(a)
    assert "asleep" in line and "padlock" in line, a.answer
