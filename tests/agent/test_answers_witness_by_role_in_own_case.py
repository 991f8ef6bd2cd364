"""A witness asked by role, with no case named ("what did the talathi admit?"), is that witness in the case
whose notes describe him so: the same witness number in another case (its own PW-2, in a judgment kept with an
appeal) is another person, and is not quoted.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="S1", number="O.S. No. 31 of 2024", short_name="Noronha school land suit",
                                    title="Noronha vs Fonseca", side="plaintiff"))
    practice.registry.add_case(Case(id="A1", number="Crl.A. No. 77 of 2025", short_name="Albuquerque appeal",
                                    title="Albuquerque vs State", side="appellant"))
    for day, text in [
        ("2026-02-09", "Noronha school land suit - list of witnesses filed: PW2 the village talathi with the "
                       "admission register."),
        ("2026-04-13", "Noronha school land suit - PW2 talathi examined. Cross by Sohliya: admitted the register "
                       "entry was made in 1998 and the boundary wall came later. ND 18.05.2026."),
    ]:
        practice.ingest_text(text, name=f"suit {day}.txt", case_id="S1", date=day, author="Lawyer")
    for day, text in [
        ("2026-01-20", "Albuquerque appeal - trial court found PW2 Thabah an eyewitness; PW2 admitted in cross he saw "
                       "the blow from the gate. Appeal admitted, LCR called."),
        ("2026-03-16", "Albuquerque appeal - PW2 Thabah's deposition read: he admitted he stood at the gate, ten metres away. "
                       "Arguments part heard."),
        ("2026-05-11", "Albuquerque appeal - PW2 Thabah admitted in his evidence the gate was shut. Reserved."),
    ]:
        practice.ingest_text(text, name=f"appeal {day}.txt", case_id="A1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-role-own-case", build)


@pytest.mark.parametrize("question", ["what did the talathi admit in his evidence?",
                                      "talathi ne gawahi mein kya maana?"])
def test_a_witness_asked_by_role_is_quoted_from_his_own_case(pr, question):
    a = pr.ask(question, today="2026-06-01")
    assert "Noronha school land suit" in a.answer, a.answer
    assert "Thabah" not in a.answer and "gate" not in a.answer, a.answer
