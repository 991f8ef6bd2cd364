"""Asked yes or no whether a witness described by calling gave evidence ("did the bank manager give evidence?",
"bank manager ki gawahi hui?"), of no witness named by number: yes, with the line of the witness so described
examined and its day; a witness of that calling only summoned is no yes. Invented notes, written for these tests."""

from __future__ import annotations

import datetime

import pytest

from tareekh.registry.models import Case, Client

NOTES = [
    ("K1", "2026-03-03", "03.03.2026 cheque case\nCW1 cross over. CW2 - Canara Bank Vayalar branch manager summons. "
                         "ND 14.04.2026"),
    ("K1", "2026-04-14", "14.04.2026 cheque case\nCW2 Smt. P. Kurisingal, Branch Manager, Canara Bank examined - "
                         "proved the return memo (Ex.P5). Cross: nothing of note.\nND 20.05.2026."),
    ("K2", "2026-03-10", "10.03.2026 recovery suit\nPW2 - Union Bank manager summons issued. ND 30.04.2026"),
    ("K2", "2026-04-30", "30.04.2026 recovery suit\nPW2 (Union Bank manager) absent. Summons again. ND 11.06.2026"),
]
TODAY = "2026-06-01"


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("witness-by-calling") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Client(id="CC", name="Chitlangia Traders"))
        reg.add_person(Client(id="CR", name="Pazhoor Finance"))
        reg.add_case(Case(id="K1", number="S.T.C. No. 640 of 2025", short_name="cheque case",
                          title="Chitlangia Traders vs Nandurkar", client_id="CC", side="complainant"))
        reg.add_case(Case(id="K2", number="O.S. No. 77 of 2026", short_name="recovery suit",
                          title="Pazhoor Finance vs Gorwade", client_id="CR", side="plaintiff"))
        for case_id, day, text in NOTES:
            p.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


def _first(pr, typed: str) -> str:
    return pr.ask(typed, today=datetime.date.fromisoformat(TODAY)).answer.splitlines()[0]


@pytest.mark.parametrize("typed", [
    "did the bank manager give evidence in the cheque case?",   # English
    "cheque case me bank manager ki gawahi hui?",               # Hinglish
])
def test_a_witness_of_the_calling_asked_examined_is_a_yes_with_their_line(pr, typed):
    first = _first(pr, typed)
    assert first.startswith("Yes"), first
    assert "14 Apr 2026" in first and "Kurisingal" in first, first


def test_a_witness_of_the_calling_only_summoned_is_no_yes(pr):
    first = _first(pr, "recovery suit me bank manager ki gawahi hui?")
    assert not first.startswith("Yes"), first
