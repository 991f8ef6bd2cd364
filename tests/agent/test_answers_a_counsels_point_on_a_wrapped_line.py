"""A counsel's point asked ("what point does she raise every time?") where the note hard-wraps the sentence that
says she made it again ("… - she" / "pressed it again"): the line read whole, so the repeated point comes first
among what the notes say of her.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("2025-03-11", "Umang claim 11.03.2025\nPW1 cross by Ms. Hemlata Ronghang (insurer). Main thrust: the rider held no valid "
                   "licence - she\npressed it once again, as in her written statement.\nNext 20.05.2025."),
    ("2025-05-20", "Umang claim - Hemlata Ronghang present. PW2 doctor not summoned yet."),
    ("2025-07-02", "Umang claim - Hemlata Ronghang filed vakalat for the owner as well."),
    ("2025-08-19", "Umang claim - Hemlata Ronghang took copies of the disability certificate."),
    ("2025-10-07", "Umang claim - Hemlata Ronghang wanted the bus route permit summoned."),
    ("2025-11-12", "Umang claim - Hemlata Ronghang shared her new phone number with the clerk."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC4", name="Ms. Hemlata Ronghang"))
    reg.add_case(Case(id="U1", number="M.A.C. 88 of 2024", short_name="Umang claim",
                      title="Umang Gogoi vs Dipen Doley & Anr.", counsel_id="OC4", side="claimant"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"U1 {day}.txt", case_id="U1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-point-wrapped", build)


@pytest.mark.parametrize("question", [
    "hemlata ronghang protibar ki point tole?",  # Bengali
    "hemlata ronghang dar vakhte kayo point uthave che?",  # Gujarati
    "hemlata ronghang eppavum enna point edukkiraanga?",  # Tamil
])
def test_the_point_she_pressed_again_on_a_wrapped_line_is_said_first(home, copy_home, question):
    from tareekh.practice import Practice

    with Practice.open(copy_home(home)) as p:
        a = p.ask(question, today="2025-12-01")
    line = first_line(a)
    assert "licence" in line and "pressed it once again" in line, a.answer
