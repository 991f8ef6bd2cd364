"""A person asked of with initials before the name ("Dr. R. <name> enna sonnaar?", "Sri K. S. <name> kya bole?"),
whom no record names, is said back first — never answered from the matter's notes on the topic — and a person the
notes do name with initials is answered as before.

The check for a person no record names read the words after a title or an office as the name, and ended the name at
its first word of under three letters: an initial ("R.", "K") ended it before it began, so "Dr. R. <name>" was no
name at all and the answer quoted what the notes say of the matter, which a lawyer reads as that person's words. The
South Indian way of writing a name puts the father's or the village's initial first; the North's a middle initial.

A small practice written for these tests, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by

TODAY = "2026-11-30"
NOTES = [
    ("M1", "2026-06-11", "Bus accident claim: PW2 Dr. K. Jayalakshmamma (orthopaedic surgeon) deposed the "
                         "claimant's disability is 40 per cent permanent; cross by the insurer reserved. "
                         "ND 22.07.2026."),
    ("M1", "2026-07-22", "Bus accident claim: insurer filed a petition to refer the claimant to a medical board. "
                         "Our objection filed. ND 02.09.2026."),
    ("M1", "2026-09-02", "Bus accident claim: insurer's petition for an expert opinion dismissed; the insurer may "
                         "examine its own expert doctor. ND 14.10.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="M1", number="M.V.O.P. No. 212 of 2025", short_name="Bus accident claim",
                      title="Hrishikeshan vs Transport Corporation", nature="motor accident compensation"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "person-with-initials", build)


@pytest.fixture(scope="module")
def pr(built):
    from tareekh.practice import Practice

    with Practice.open(built) as p:
        yield p


def ask(pr, question: str) -> str:
    return pr.ask(question, today=TODAY).answer


@pytest.mark.parametrize("question, name", [
    # Tamil: a title, one initial, the name, asked of the expert the notes write of
    ("bus accident claim la insurer side expert Dr. R. Ponnambalavanar enna sonnaar?", "Ponnambalavanar"),
    # Hindi: a courtesy, two initials, the name
    ("bus accident claim me medical board ke Sri K. S. Lalthanzuala ne kya kaha?", "Lalthanzuala"),
    # Kannada: an office, an initial undotted, given name and surname
    ("bus accident claim alli doctor P Pachaiyappan Thekkumkattil enu helidru?", "Pachaiyappan Thekkumkattil"),
])
def test_a_person_no_record_names_with_initials_is_said_back(pr, question, name):
    whole = ask(pr, question)
    first = whole.splitlines()[0]
    assert first.startswith(("No record names", "Nothing in your notes on", "Not on record")), whole
    assert name in first and "[" not in first, whole


def test_the_doctor_the_notes_name_with_an_initial_is_answered(pr):
    whole = ask(pr, "bus accident claim la Dr. K. Jayalakshmamma enna sonnaar?")
    assert not whole.startswith("No record names"), whole
    assert "40" in whole, whole
