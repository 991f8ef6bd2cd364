"""'Did <a named witness> identify the accused?' is answered from that witness's own examination (agent/witness_yes.py):
the sentence that says it and what followed in the box that day — never "not clearly on record" while the witness's
record says it in so many words.

Invented practice: a chain-snatching trial whose eyewitness turned hostile, and a cheque case with a witness of the
same surname."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="S.C. No. 88 of 2025", short_name="Bus stand chain snatching trial",
                      title="State vs Jaswinder alias Jassi", side="accused"))
    reg.add_case(Case(id="N2", number="C.C. No. 1290 of 2025", short_name="Dhillon cheque case",
                      title="Baljit Dhillon vs Harpreet Traders", side="complainant"))
    practice.ingest_text(
        "State v Jassi - 04.09.2026\nPW3 Gurnam Dhillon (tea stall owner at the bus stand) examined. Chief: saw two "
        "men on a black scooter pull the chain; failed to identify the accused in court. PP got him declared hostile "
        "and cross-examined him. Our cross: he was inside the stall washing glasses when the lady shouted. "
        "ND 16.10.2026 for PW4", name="jassi 4 sep.txt", case_id="T1", date="2026-09-04", author="Lawyer")
    practice.ingest_text(
        "Dhillon cheque - 02.09.2026. CW1 Baljit Dhillon examined in chief, bank memo Ex. C3 marked. ND 30.09.2026",
        name="dhillon 2 sep.txt", case_id="N2", date="2026-09-02", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-yes-no", build)


@pytest.mark.parametrize("question", ["did gurnam dhillon identify the accused?",  # English
                                      "gurnam dhillon ne accused nu identify keeta si?",  # Punjabi
                                      "gurnam dhillon accused ke identify korechilo?",  # Bengali
                                      "gurnam dhillon ne accused ko identify kiya tha?"])  # Hindi
def test_a_named_witness_asked_yes_or_no_is_answered_from_their_examination(pr, question):
    a = pr.ask(question, today="2026-10-01")
    first = a.answer.splitlines()[0]
    assert "failed to identify" in first and "hostile" in first and "washing glasses" in first, a.answer
    assert not first.startswith("Not clearly") and "Ex. C3" not in a.answer, a.answer


@pytest.mark.parametrize("question", ["gurnam dhillon fari gayo hato?",  # Gujarati: turned (hostile)
                                      "gurnam dhillon fitur zhala ka?",  # Marathi
                                      "gurnam dhillon pakshdrohi hua tha kya?"])  # Hindi
def test_a_named_witness_asked_whether_he_turned_is_answered_from_his_examination(pr, question):
    a = pr.ask(question, today="2026-10-01")
    first = a.answer.splitlines()[0]
    assert "hostile" in first and not first.startswith(("Not clearly", "No record")), a.answer
