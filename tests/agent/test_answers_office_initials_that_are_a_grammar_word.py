"""An office asked by initials whose letters are a grammar word of the question's language ("SE ne reply se pehle kya
kaha?": the Superintending Engineer, beside the postposition "se"; "TO" beside the English "to") is that office when
typed in capitals in a question typed in lower case: what the notes record the officer saying, across the practice,
never a line that only holds the grammar word.

A small practice written for these tests (a road contractor's arbitration and a pension matter), in other words and
names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="A1", number="Arb. Case No. 31 of 2025", short_name="Garhbeta road arbitration",
                      title="Bhandup Constructions vs State", side="claimant"))
    reg.add_case(Case(id="A2", number="O.A. No. 702 of 2025", short_name="Dhamtari pension OA",
                      title="Ganeshi Lal vs Union", side="applicant"))
    notes = [
        ("A1", "2025-08-04", "Garhbeta arbitration - claim statement filed. State se reply ke liye 4 hafte mile. "
                             "Next 08.09.2025."),
        ("A1", "2025-09-08", "Garhbeta arbitration - SE ka reply aa gaya. SE ne maana ki final bill ke "
                             "Rs. 14,72,300 rok rakhe hain, measurement book gum hai. Next 13.10.2025."),
        ("A2", "2025-09-10", "Dhamtari OA - TO present. TO stated the pension file went to the AG office in 2023 "
                             "and came back for a missing service book. Next 15.10.2025."),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "office-initials-grammar", build)


@pytest.mark.parametrize("question, told", [
    ("SE ne reply me kya maana?", "14,72,300"),
    ("what did the TO say to the tribunal about the file?", "service book"),
])
def test_initials_typed_in_capitals_are_the_office_though_their_letters_are_a_grammar_word(pr, question, told):
    a = pr.ask(question, today="2025-11-01")
    head = a.answer.split("\n- ")[0]
    assert told in head, a.answer


def test_a_question_typed_all_in_capitals_reads_no_initials_from_its_grammar_words(pr):
    from tareekh.agent.office_named import _shorts

    assert "se" not in _shorts("GARHBETA ARBITRATION SE KYA MILA", set())
    assert "se" in _shorts("SE ne kya kaha", set())
