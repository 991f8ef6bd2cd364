"""A witness asked by their full name, when their surname also names another matter (a party of the same clan):
the answer is that witness's examination in their own case (agent/witness_role.py), in any language.

Invented practice: a partition suit with a revenue clerk as PW2, and a land appeal whose party shares his surname."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="P1", number="O.S. No. 19 of 2024", short_name="Talpade partition suit",
                      title="Talpade vs Talpade", side="plaintiff"))
    reg.add_case(Case(id="A2", number="R.S.A. No. 40 of 2025", short_name="Vartak land appeal",
                      title="Vartak vs Athavale", side="appellant"))
    practice.ingest_text(
        "Talpade partition - 05.06.2026\nPW2 Vaijanath Vartak, Talathi of the village, came with the 7/12 extract. "
        "Mutation entry 311 shows both brothers as joint holders since 1984. Cross by Adv Sathaye: he never visited "
        "the field. ND 10.07.2026", name="talpade 5 june.txt", case_id="P1", date="2026-06-05", author="Lawyer")
    practice.ingest_text(
        "Vartak RSA 40/25 - admitted, notice to respondents. ND 1.7.2026", name="vartak 2 june.txt", case_id="A2",
        date="2026-06-02", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-full-name", build)


@pytest.mark.parametrize("question", ["Vaijanath Vartak ne court me kya bataya?",  # Hindi
                                      "Vaijanath Vartak court-la kay sangitla?",  # Marathi
                                      "what did Vaijanath Vartak tell the court?"])
def test_a_witness_asked_by_full_name_is_answered_from_their_own_examination(pr, question):
    a = pr.ask(question, today="2026-06-20")
    assert "joint holders" in a.answer and "1984" in a.answer, a.answer
