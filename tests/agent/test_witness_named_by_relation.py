"""A witness asked of by their relation to a party ("X's father", "X de papa", "X er baba", "X chi aai") is the
witness the notes write with that relation ("PW2 <name> (father)"), and whether their evidence is done is answered
from that witness's examination; a word of respect after a name ("Meena tai", "Salim bhai") names no relation.

A small practice written for these tests: one maintenance petition, notes with invented names.
"""

from __future__ import annotations

import datetime

import pytest

from tareekh.agent.witness_role import kin_asked
from tareekh.registry.models import Case, Client

NOTES = [
    ("F1", "2026-05-04", "Family Ct - Lalita maintenance. PW1 Lalita chief affidavit tendered. ND 08.06.2026 for PW1 "
                         "cross and PW2."),
    ("F1", "2026-06-08", "Family Ct - Lalita maintenance. PW1 Lalita cross by opposite counsel, short. PW2 Harnam "
                         "Dass (father) examined - deposed about the dowry demand at Kotdwar. Cross short. PE closed."),
    ("F1", "2026-07-13", "Family Ct - Lalita maintenance. RW1 Vikrant affidavit tendered. ND 20.08.2026 for cross."),
]
TODAY = "2026-09-01"


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("kin") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Client(id="CL", name="Lalita Negi"))
        reg.add_case(Case(id="F1", number="M.P. No. 90 of 2025", short_name="Lalita maintenance",
                          title="Lalita Negi vs Vikrant Negi", client_id="CL", side="petitioner"))
        for case_id, day, text in NOTES:
            p.ingest_text(text, name=f"note {day}.txt", case_id=case_id, date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


@pytest.mark.parametrize("typed", [
    "lalita ke papa ki gawahi ho gayi?",             # Hinglish
    "lalita de bapu di gawahi ho gayi?",             # Punjabi
    "lalita r babar sakshi hoye geche?",             # Bengali
    "was lalita's father examined?",                 # English
])
def test_a_witness_named_as_a_partys_father_is_the_one_whose_evidence_is_asked(pr, typed):
    answer = pr.ask(typed, today=datetime.date.fromisoformat(TODAY))
    first = answer.answer.splitlines()[0]
    assert first.startswith("Yes"), answer.answer
    assert "8 Jun 2026" in first and "PW-2" in first, answer.answer


def test_a_word_of_respect_after_a_name_is_no_relation():
    assert kin_asked("meena tai ne kya bataya?") is None
    assert kin_asked("salim bhai ki gawahi kab hai?") is None
    assert kin_asked("meena chi aai sakshi zali ka?") == "mother"
