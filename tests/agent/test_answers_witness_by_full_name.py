"""A witness asked by their full name, when their surname also names another matter (a party of the same clan):
the answer is that witness's examination in their own case (agent/witness_role.py), in any language.

Invented practice: a partition suit with a revenue clerk as PW2, and a land appeal whose party shares his surname."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="P1", number="O.S. No. 19 of 2024", short_name="Kamble partition suit",
                      title="Kamble vs Kamble", side="plaintiff"))
    reg.add_case(Case(id="A2", number="R.S.A. No. 40 of 2025", short_name="Gaikwad land appeal",
                      title="Gaikwad vs Patil", side="appellant"))
    practice.ingest_text(
        "Kamble partition - 05.06.2026\nPW2 Suresh Gaikwad, Talathi of the village, came with the 7/12 extract. "
        "Mutation entry 311 shows both brothers as joint holders since 1984. Cross by Adv Pawar: he never visited "
        "the field. ND 10.07.2026", name="kamble 5 june.txt", case_id="P1", date="2026-06-05", author="Lawyer")
    practice.ingest_text(
        "Gaikwad RSA 40/25 - admitted, notice to respondents. ND 1.7.2026", name="gaikwad 2 june.txt", case_id="A2",
        date="2026-06-02", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-full-name", build)


@pytest.mark.parametrize("question", ["Suresh Gaikwad ne court me kya bataya?",  # Hindi
                                      "Suresh Gaikwad court-la kay sangitla?",  # Marathi
                                      "what did Suresh Gaikwad tell the court?"])
def test_a_witness_asked_by_full_name_is_answered_from_their_own_examination(pr, question):
    a = pr.ask(question, today="2026-06-20")
    assert "joint holders" in a.answer and "1984" in a.answer, a.answer
