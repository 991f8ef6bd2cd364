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


# the note and the question may call the relation by different words of different tongues: a note's "bap" (Bengali
# in Latin letters) and a question's "pita" (Gujarati), a note's "mummy" and a question's Tamil "amma"
OTHER_WORDS = [
    ("G1", "2026-02-10", "Sessions Ct - Sujata Bera dowry case. PW1 Nirodbaran Bera (meyer bap) chief over, cross "
                         "reserved. ND 03.03.2026."),
    ("G1", "2026-03-03", "Sessions Ct - Sujata Bera dowry case. PW1 Nirodbaran Bera cross by us. Admitted no written "
                         "complaint to the thana before the death; admitted the scooter was never in the FIR. "
                         "ND 07.04.2026 PW2."),
    ("G1", "2026-04-07", "Sessions Ct - Sujata Bera dowry case. PW2 Chhayarani (Sujata's mummy) cross by us: admitted "
                         "she never visited the in-laws' house. ND 12.05.2026."),
]


@pytest.fixture(scope="module")
def pr_other(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("kin_other") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Client(id="CG", name="Tapan Mondol"))
        reg.add_case(Case(id="G1", number="S.T. No. 77 of 2025", short_name="Sujata Bera dowry case",
                          title="State vs Tapan Mondol", client_id="CG", side="accused"))
        for case_id, day, text in OTHER_WORDS:
            p.ingest_text(text, name=f"note {day}.txt", case_id=case_id, date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


def test_a_relation_written_in_another_tongues_word_still_names_the_witness(pr_other):
    answer = pr_other.ask("sujata na pita e cross ma shu kabul karyu?",
                          today=datetime.date.fromisoformat("2026-06-01"))
    assert "PW-1" in answer.answer.splitlines()[0], answer.answer
    assert "thana" in answer.answer, answer.answer


def test_everyday_words_for_a_parent_are_relations():
    assert kin_asked("sujata da baap ne ki keha?") == "father"
    assert kin_asked("sujata's dad said what?") == "father"
    assert kin_asked("sujata oda mummy enna sonnanga?") == "mother"
