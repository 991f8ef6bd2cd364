"""A witness asked by a full name whose first word is also a word of another Indian language the question reader
glosses ("Ditta", the Punjabi "gave"): the name is matched as the lawyer typed it, so the answer is that witness's own
examination in their own case (agent/witness_role.py), not the first witness of a matter sharing the surname.

Invented practice: a mortgage suit whose attesting witness is PW3, and a recovery case whose client shares his surname
and has a witness of his own."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="M1", number="O.S. No. 71 of 2023", short_name="Bhullar mortgage suit",
                      title="Harjeet Bhullar vs Punjab Finserv", side="plaintiff"))
    reg.add_case(Case(id="R2", number="C.S. No. 208 of 2025", short_name="Sekhon recovery",
                      title="Baldev Sekhon vs Kanwar Traders", side="plaintiff"))
    practice.ingest_text(
        "Bhullar mortgage - 14.08.2026\nPW3 Ditta Sekhon (attesting witness of the mortgage deed) cross-examined by "
        "Adv Grewal. He stood firm: the deed was signed at the bank's branch at Moga, the manager read it out in "
        "Punjabi; he never saw any blank paper signed. ND 02.10.2026", name="bhullar 14 aug.txt", case_id="M1",
        date="2026-08-14", author="Lawyer")
    practice.ingest_text(
        "Sekhon recovery 208/25 - CW1 Baldev Sekhon examined in chief, ledger Ex. C4 marked. Cross deferred. "
        "ND 20.09.2026", name="sekhon 1 aug.txt", case_id="R2", date="2026-08-01", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-name-word", build)


@pytest.mark.parametrize("question", ["ditta sekhon ne gawahi mein kya kaha?",  # Hindi
                                      "ditta sekhon ne gawahi vich ki keha si?",  # Punjabi
                                      "ditta sekhon sakkhi-te ki bollo?",  # Bengali
                                      "what did ditta sekhon say in his evidence?"])
def test_a_witness_whose_name_is_another_languages_word_is_that_witness(pr, question):
    a = pr.ask(question, today="2026-09-01")
    assert "blank paper" in a.answer and "Moga" in a.answer, a.answer
    assert "ledger" not in a.answer, a.answer
