"""A witness asked about by a role's word typed in haste, a letter short or two letters swapped ("patwri",
"tehsildr", "docotr"), is the witness of that role: the answer is their account, not the matter's papers that
merely name the office. A word that only looks like a role ("polite", "value") names no witness.

A small practice written for these tests (a partition suit with a revenue official and a doctor examined), in other
words than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.witness_role import as_roles, role_stems
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="T1", number="O.S. No. 88 of 2023", short_name="Kotwal partition suit",
                                    title="Oviyan Kotwal vs Tilottama Kotwal", side="plaintiff"))
    notes = [
        ("2025-06-10", "Kotwal partition - PW1 Oviyan Kotwal cross by Lohumi; denied any oral family settlement. "
                       "Patwari to be summoned with the revenue extract. Next date 08.07.2025."),
        ("2025-07-08", "Kotwal partition - PW2 Halka Patwari (Sh. Jhumpa Ghildiyal) produced the khewat of 1431 F: "
                       "khewat 41 in the joint names of both brothers, 9 bigha 3 biswa. Cross by Lohumi: admitted no "
                       "mutation of any partition in the record. Next date 29.07.2025."),
        ("2025-07-29", "Kotwal partition - DW1 Dr. Bhimsen Nirmoha, family physician, deposed on the father's health in "
                       "1998; in cross admitted he never examined him for memory. Next date 20.08.2025."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="T1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-role-typed-short", build)


@pytest.mark.parametrize("question", ["kotwal partition me patwri ne gawahi me kya bataya",
                                      "Kotwal suit: what did the ptawari say?"])
def test_a_role_typed_a_letter_short_or_swapped_finds_that_witness(pr, question):
    a = pr.ask(question, today="2025-09-01")
    line = first_line(a)
    assert "PW-2" in line, a.answer
    assert "khewat 41" in a.answer and "no mutation" in a.answer, a.answer


def test_a_doctor_typed_with_two_letters_swapped_is_the_doctor(pr):
    a = pr.ask("kotwal partition me docotr ne cross me kya maana?", today="2025-09-01")
    assert "DW-1" in first_line(a) and "memory" in a.answer, a.answer


@pytest.mark.parametrize("typed, read", [("patwri ne kya kaha", "patwari ne kya kaha"),
                                         ("the tehsildr's report", "the tehsildar's report"),
                                         ("was he polite", "was he polite"), ("the value of the land", "the value of the land"),
                                         ("the police came", "the police came")])
def test_only_a_roles_word_a_letter_short_or_swapped_is_written_whole(typed, read):
    assert as_roles(typed) == read


def test_the_role_as_typed_is_no_topic_of_the_witness_account():
    from tareekh.agent.lexicon import stems

    assert stems("patwri") <= role_stems("patwri ne kya kaha")
