"""A case called by the other side's counsel ("the Bapat vakil Nerul suit"): the counsel on record and the word for a
lawyer in any Indian language name the case, they do not make it another matter the registry lacks.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("2025-09-04", "Nerul flat suit - Bapat sought time, said he is busy in the High Court. Granted. Next 09.10."),
    ("2025-10-09", "Nerul flat suit - Bapat again busy in the High Court, his junior took time. Costs Rs 500."),
    ("2025-11-13", "Nerul flat suit - Bapat unwell, viral fever; his junior sought time. Granted. Next 27.11."),
    ("2025-11-27", "Nerul flat suit - PW1 cross by Bapat, one hour."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Shri Anand Bapat"))
    reg.add_person(Judge(id="J1", name="Smt. Rekha Bapat, Judicial Magistrate First Class", short="Bapat madam"))
    reg.add_case(Case(id="S1", number="R.C.S. No. 412 of 2024", short_name="Nerul flat suit",
                      title="Lata Nair vs Prakash Rane", counsel_id="OC1", side="plaintiff"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"S1 {day}.txt", case_id="S1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-names-case", build)


@pytest.mark.parametrize("question", ["bapat vakil nerul suit ma ketli vaar HC ma busy kahi ne mudat lidhi?",
                                      "bapat ukil er nerul suit e koto bar time nilo?"])
def test_a_case_called_by_its_counsel_is_that_case(pr, question):
    a = pr.ask(question, today="2025-12-01")
    assert not a.answer.startswith("No such case"), a.answer
    assert "Nerul" in a.answer, a.answer


def test_a_counsel_s_adjournments_counted_by_the_reason_asked_count_only_those(pr):
    a = pr.ask("bapat vakil nerul suit ma ketli vaar HC ma busy kahi ne mudat lidhi?", today="2025-12-01")
    line = a.answer.splitlines()[0]
    assert line.startswith("Two times"), a.answer
    assert "13 Nov" not in line, a.answer


def test_a_counsel_s_excuses_asked_with_the_case_named_after_them_are_his_though_a_judge_shares_his_name(pr):
    # Punjabi: "what excuse does Bapat put up every time in the Nerul case?"
    a = pr.ask("bapat har vaari ki bahana lagaunda nerul case ch", today="2025-12-01")
    line = first_line(a)
    assert line.startswith("Shri Anand Bapat") and "High Court" in line, a.answer
