"""A witness asked by their number and the name typed after it ("PW2 <given> <surname> ne kya bayan diya?"), when
the given name also names another matter and that matter has a PW2 of its own: the name is the witness's, so the
answer is that witness's account in their own case (agent/witness_named.py), not the other matter's notes.

Invented practice: a cheque case named after its accused, and a bus accident claim whose PW2 shares his given
name."""

from __future__ import annotations

import pytest

from tareekh.agent.question import known_word
from tareekh.agent.witness_named import witness_named
from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="N1", number="S.C.C. No. 702 of 2025", short_name="Yeshwant cheque case",
                      title="Narsapur Traders vs Yeshwant Dalvi", side="complainant"))
    reg.add_case(Case(id="M2", number="M.A.C.P. No. 44 of 2025", short_name="Dhobighat bus claim",
                      title="Sunanda vs State Transport", side="claimant"))
    practice.ingest_text(
        "Yeshwant cheque - PW2 bank clerk examined, proved the return memo. Accused said the cheque was blank. "
        "ND 12.08.2026", name="yeshwant 1.txt", case_id="N1", date="2026-07-01", author="Lawyer")
    practice.ingest_text(
        "Dhobighat bus claim - PW2 Yeshwant Bhingarde (fellow passenger) deposed: the bus driver was on the phone "
        "and took the ghat curve at high speed. Cross deferred. ND 20.08.2026",
        name="dhobighat 1.txt", case_id="M2", date="2026-07-09", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-named-after-number", build)


@pytest.mark.parametrize("question", ["PW2 yeshwant bhingarde ne kya bayan diya",  # Hindi
                                      "what did PW-2 Yeshwant Bhingarde say?",
                                      "PW2 yeshwant bhingarde ne kya kaha tha"])
def test_the_name_after_a_witness_number_is_the_witness_not_the_matter_it_also_names(pr, question):
    a = pr.ask(question, today="2026-08-01")
    assert "on the phone" in a.answer and "high speed" in a.answer, a.answer
    first = a.answer.splitlines()[0]
    assert "Dhobighat" in first and "Yeshwant cheque" not in first, a.answer


@pytest.mark.parametrize("question, name", [
    ("PW2 yeshwant bhingarde ne kya kaha", ["yeshwant", "bhingarde"]),
    ("DW-1 Kashiram ka cross kaisa gaya", ["kashiram"]),
    ("NAW1 kya maan gaya", []),
    ("PW2 yeshwant case me kya hua", []),  # the words name the case the witness is of
    ("PW2 ganpat rao tambe case me kya bola", []),
])
def test_the_words_after_a_witness_number_are_read_as_their_name(question, name):
    assert witness_named(question, known_word) == name
