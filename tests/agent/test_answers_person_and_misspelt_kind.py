"""A case asked by a person the registry does not hold and a kind of case typed short or wrong ("<person> ka cheq
case", "<person> gaaru apeal", "<person> wale case") is the case the person's notes are about: a misspelt kind word
is never a name nobody holds, and a person named once in passing in another case's notes does not make the question
ambiguous.

A small practice written for these tests (a cheque complaint, a second appeal, a rent suit), in other words than the
data sets the answerer was developed on.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("K1", "2025-03-04", "Complaint u/s 138. Wadekar sahab (proprietor) examined as CW1. Next date 11.04.2025."),
    ("K1", "2025-04-11", "Wadekar sahab cross-examined by accused counsel; admitted the ledger entry. ND 09.05.2025."),
    ("K1", "2025-05-09", "Wadekar sahab produced the bank memo. Accused statement u/s 313. ND 18.07.2025 for args."),
    ("K2", "2025-05-10", "Second appeal admitted. Junior met Wadekar sahab at the bar room by chance. ND 02.09.2025."),
    ("K3", "2025-05-12", "Rent suit: written statement filed by tenant. Next date 20.08.2025."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="KC1", name="Daybreak Tiles"))
    reg.add_person(Client(id="KC2", name="Sulabha Lal"))
    reg.add_case(Case(id="K1", number="C.C. No. 310 of 2024", short_name="Daybreak Tiles cheque case",
                      title="Daybreak Tiles vs Ramdas Kolte", nature="cheque dishonour", client_id="KC1",
                      side="complainant"))
    reg.add_case(Case(id="K2", number="S.A. No. 41 of 2024", short_name="Lal second appeal",
                      title="Sulabha Lal vs Dinkar Rao", nature="second appeal", client_id="KC2", side="appellant"))
    reg.add_case(Case(id="K3", number="R.C. No. 8 of 2025", short_name="Lal rent suit",
                      title="Sulabha Lal vs Pavan Karandikar", nature="rent", client_id="KC2", side="plaintiff"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "person-misspelt-kind", build)


@pytest.mark.parametrize("question", [
    "wadekar sahab ka cheq case next date kab hai",     # Hinglish, "cheq"
    "wadekar sahab ka chq case ND?",                    # "chq"
    "wadekar sahab chek case adutha date enna",         # Tamil words, "chek"
    "wadekar sahab da chek case agli tareek ki aa",     # Punjabi words
])
def test_a_misspelt_kind_beside_a_person_is_the_persons_case_not_a_case_nobody_holds(pr, question):
    a = pr.ask(question, today="2025-06-01")
    line = first_line(a)
    assert "No such case" not in a.answer and "Which one" not in line, a.answer
    assert "18 Jul 2025" in a.answer or "18.07.2025" in a.answer, a.answer


def test_a_person_named_once_in_another_cases_notes_does_not_make_the_question_ambiguous(pr):
    a = pr.ask("wadekar sahab wale case me next date kya hai", today="2025-06-01")
    assert "Which one" not in first_line(a), a.answer
    assert "18 Jul 2025" in a.answer or "18.07.2025" in a.answer, a.answer


def test_a_name_nobody_holds_beside_a_misspelt_kind_is_still_said_back(pr):
    a = pr.ask("Zorawar Chandel ka cheq case next date?", today="2025-06-01")
    # said back as no such case, or as no one of that name (as honest: r2-honest reads a name beside "ka" whole)
    assert first_line(a).startswith(("No such case", "There is no one called Zorawar Chandel")), a.answer
