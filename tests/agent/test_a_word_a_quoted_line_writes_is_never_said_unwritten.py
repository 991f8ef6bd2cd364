""""Not on record: your notes … do not write '<word>'" is said only when no line the answer quotes writes the word
(agent/rests_on.py): a hedge whose first line is a cause list's row of another case, over lines below it that write
the witness asked ("PW2 … Bank manager vannu, examine cheythu"), must not tell the lawyer the notes never write it.
Small invented practice: a Malayalam-speaking lawyer's cheque case, its junior's chat and a court's cause list."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line as first

NOTES = [
    ("2026-03-12", "12/3/26 JFCM Perinthalmanna - Vallabhadas cheque case. PW1 chief over. Next 23/4. Bank manager "
                   "(Canara, Kuttippuram) summons - batta paid."),
    ("2026-04-23", "23.04.2026  Accused present. Bank manager not served. Fresh summons. To 04.06.2026."),
    ("2026-06-04", "Sir cheque case - PW2 Canara Bank manager vannu, examine cheythu, return memo marked P6. "
                   "Complainant evidence closed. Next 16/7 - 351 questioning"),
    ("2026-07-16", "JUDICIAL FIRST CLASS MAGISTRATE COURT, PERINTHALMANNA - CAUSE LIST FOR 16.07.2026\n"
                   "1    ST 511/2025    Chakkingal Bank vs Somasekharan       Evidence\n"
                   "2    ST 902/2025    Vallabhadas Traders vs Nilambur Stores    351 BNSS"),
]


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Client(id="CL1", name="Vallabhadas Traders"))
    reg.add_case(Case(id="T1", number="S.T. 902/2025", short_name="Vallabhadas cheque case",
                      title="Vallabhadas Traders vs Nilambur Stores", client_id="CL1", side="complainant",
                      stage="351 BNSS", next_date="2026-07-16"))
    for day, text in NOTES:
        p.ingest_text(text, name=f"note_{day}.txt", case_id="T1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    from tests.agent.helpers import home_built_by

    return home_built_by(tmp_path_factory, "quoted-writes", _build)


@pytest.fixture
def practice(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


def test_a_witness_a_quoted_line_writes_is_not_said_unwritten(practice):
    a = practice.ask("cheque case-il bank manager evidence kodutho", today="2026-07-16")
    assert "do not write" not in first(a), a.answer
    assert "examine cheythu" in a.answer, a.answer
