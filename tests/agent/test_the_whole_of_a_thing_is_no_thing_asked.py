"""The whole of a thing asked ("the full arrears", "the entire rent", "poora bakaya", "sagla bhade") says how much of
it is asked, never a thing a line must write (agent/rests_on.py, agent/thing_absent.py read agent/paid_in_full.py's
closed class of every language the tables hold): a line of the sum ordered and the part paid answers it, not "Not on
record … do not write 'full'". Small invented practice: a rent matter of a Kerala lawyer, asked in English and Marathi."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line as first

NOTES = [
    ("R1", "2026-03-02", "R.C.P. 31/2025 Pallithara rent - order: the tenant Vettikkad shall deposit the arrears of "
                         "rent of Rs. 84,000 within six weeks."),
    ("R1", "2026-04-20", "Pallithara rent - tenant deposited Rs. 40,000 towards the arrears of rent. Balance not "
                         "deposited. Next 15.06.2026."),
]


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Client(id="CL1", name="Kuttappan Pallithara"))
    reg.add_case(Case(id="R1", number="R.C.P. 31/2025", short_name="Pallithara rent",
                      title="Kuttappan Pallithara vs Vettikkad", client_id="CL1", side="petitioner",
                      stage="arrears", next_date="2026-06-15"))
    for cid, day, text in NOTES:
        p.ingest_text(text, name=f"note_{cid}_{day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    from tests.agent.helpers import home_built_by

    return home_built_by(tmp_path_factory, "whole-of-it", _build)


@pytest.fixture
def practice(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


TODAY = "2026-05-10"


@pytest.mark.parametrize("asked", [
    "did the tenant deposit the full arrears of rent in Pallithara rent?",
    "has the tenant deposited the entire arrears of rent in Pallithara rent?",
])
def test_the_whole_of_a_sum_asked_is_answered_from_the_part_paid(practice, asked):
    a = practice.ask(asked, today=TODAY)
    assert not first(a).startswith("Not on record"), a.answer
    assert "40,000" in a.answer, a.answer


def test_the_whole_words_are_no_thing_of_the_question():
    from tareekh.agent.paid_in_full import _FULL

    for whole in ("full", "entire", "whole", "poora", "sagla", "muzhuvan", "badhu"):
        assert _FULL.fullmatch(whole), whole
