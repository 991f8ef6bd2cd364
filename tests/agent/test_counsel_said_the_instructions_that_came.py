"""What the other side's counsel said on a thing, when they sought time for instructions on it: the instructions
they brought at a later hearing are what they said, though that note does not repeat the thing's words.

A small practice written for these tests (a bail matter with notes in Marathi-English and Tamil-English), in other
words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("B1", "2026-01-12", "12.01.2026 - Kavitha bail - Sessions Ct 4. APP Deshmane yanni recovery baddal instructions "
                         "sathi vel magitla. Court: case diary pudhchya tarkhela. Next 27.01.2026."),
    ("B1", "2026-01-27", "27.01.2026 - Kavitha bail - Sessions Ct 4. APP: instructions alya - gold chain sapadli "
                         "3.12.2025 la, panchnama Ex 14. Arguments heard. Order reserved."),
    ("B1", "2026-02-20", "20.02.2026 - Kavitha bail - order: bail granted, surety 25,000."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="C1", name="Kavitha Waghmode"))
    reg.add_person(Counsel(id="OX", name="Sachin Deshmane"))
    reg.add_case(Case(id="B1", number="Bail Appln. No. 918 of 2025", short_name="Kavitha bail",
                      title="Kavitha Waghmode vs State of Maharashtra", client_id="C1", counsel_id="OX",
                      side="applicant"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"note {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-instructions", build)


def test_the_instructions_a_counsel_brought_later_are_what_they_said_on_it(pr):
    a = pr.ask("Kavitha bail la Deshmane recovery pathi enna sonnar?", today="2026-03-01")
    line = first_line(a)
    assert "vel magitla" in line, a.answer
    assert "gold chain" in line, a.answer
