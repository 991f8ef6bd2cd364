"""A paper asked with the act done to it said before its name ("file affidavit?", "submit reply?") is the paper
asked, not a paper called "file affidavit"; and a diary's shortened name for it ("no aff.", "affdt filed") is that
paper. Neither question is answered "nothing in your notes mentions …" when the notes write it so.

A small practice written for these tests (a service writ), in other words than the data sets the answerer was
developed on.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import home_built_by

NOTES = [
    ("P1", "2025-07-08", "Pandey v State - State counsel: no aff. yet, wants time. Costs 2,500. Last chance, 2 weeks."),
    ("P1", "2025-08-05", "Pandey v State - ND 02.09.2025 for hearing."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="PC1", name="Omkar Pandey"))
    reg.add_case(Case(id="P1", number="W.P. No. 880 of 2025", short_name="Pandey service writ",
                      title="Omkar Pandey vs State of Goa", nature="service", client_id="PC1", side="petitioner"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "paper-with-act", build)


@pytest.mark.parametrize("question", [
    "State did file affidavit in pandey writ?",
    "pandey writ me state ne affidavit file kiya?",
])
def test_an_affidavit_the_diary_writes_short_is_found_when_asked_with_its_act(pr, question):
    a = pr.ask(question, today="2025-08-20")
    assert "Nothing in your notes mentions" not in a.answer, a.answer
    assert "2,500" in a.answer or "no aff" in a.answer.lower(), a.answer
